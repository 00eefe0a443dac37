/// <reference lib="dom" />
import { FONT_FAMILIES, TEXT_ALIGNS, type FontFamily, type TextAlign } from '../model.ts';
import type { DesignEditor, EditorView } from './designEditor.ts';
import type { EditorStrings } from './i18n.ts';
import { icon, type IconName } from './icons.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** A real button: icon plus a text label (kept for screen readers when the frame is narrow), tooltip in the same words. */
function button(name: IconName | null, label: string, testId: string, onClick: () => void, opts: { wide?: boolean } = {}): HTMLButtonElement {
  const b = el('button', { type: 'button', 'data-testid': testId, title: label, class: opts.wide ? 'btn btn-wide' : 'btn' });
  if (name) b.append(icon(name));
  b.append(el('span', { class: opts.wide ? 'btn-label' : 'visually-hidden' }, label));
  b.addEventListener('click', onClick);
  return b;
}

function labelled(id: string, label: string, control: HTMLElement): HTMLElement {
  control.id = id;
  return el('div', { class: 'field' }, el('label', { for: id }, label), control);
}

/**
 * The editor's controls around the canvas: add text and images, history, stacking, zoom, sides, and the
 * selected text's style. Built once; `render` enables what applies to the current selection.
 */
export function buildToolbar(root: HTMLElement, stage: HTMLElement, editor: DesignEditor, t: EditorStrings): { render(view: EditorView): void; status(text: string): void } {
  const fileInput = el('input', { type: 'file', accept: 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml', 'data-testid': 'image-input', class: 'visually-hidden', tabindex: '-1', 'aria-label': t.imageInput });
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    fileInput.value = '';
    if (file) void editor.addImage(file);
  });
  const addText = button('text', t.addText, 'add-text', () => void editor.addText(), { wide: true });
  const addImage = button('image', t.addImage, 'add-image', () => fileInput.click(), { wide: true });
  const undo = button('undo', t.undo, 'undo', () => void editor.undo());
  const redo = button('redo', t.redo, 'redo', () => void editor.redo());
  const forward = button('forward', t.forward, 'bring-forward', () => editor.restack('forward'));
  const backward = button('backward', t.backward, 'send-backward', () => editor.restack('backward'));
  const remove = button('delete', t.delete, 'delete', () => editor.deleteSelected());
  const fit = button('fit', t.zoomFit, 'zoom-fit', () => editor.fit());
  const sides = el('div', { class: 'group sides', role: 'group', 'aria-label': t.sides });

  const family = el('select', { 'data-testid': 'font-family' });
  for (const f of FONT_FAMILIES) family.append(el('option', { value: f }, t.fonts[f]));
  family.addEventListener('change', () => editor.styleText({ family: family.value as FontFamily }));
  const bold = el('button', { type: 'button', class: 'btn btn-toggle', 'aria-pressed': 'false', title: t.bold, 'data-testid': 'bold' }, el('b', { 'aria-hidden': 'true' }, 'B'), el('span', { class: 'visually-hidden' }, t.bold));
  bold.addEventListener('click', () => editor.styleText({ bold: bold.getAttribute('aria-pressed') !== 'true' }));
  const italic = el('button', { type: 'button', class: 'btn btn-toggle', 'aria-pressed': 'false', title: t.italic, 'data-testid': 'italic' }, el('i', { 'aria-hidden': 'true' }, 'I'), el('span', { class: 'visually-hidden' }, t.italic));
  italic.addEventListener('click', () => editor.styleText({ italic: italic.getAttribute('aria-pressed') !== 'true' }));
  const size = el('input', { type: 'number', min: '1', max: '1000', step: '1', inputmode: 'decimal', 'data-testid': 'font-size' });
  size.addEventListener('change', () => editor.styleText({ size: Number(size.value) }));
  const color = el('input', { type: 'color', 'data-testid': 'text-color' });
  color.addEventListener('change', () => editor.styleText({ color: color.value }));
  const align = el('select', { 'data-testid': 'text-align' });
  const alignNames: Record<TextAlign, string> = { left: t.alignLeft, center: t.alignCenter, right: t.alignRight };
  for (const a of TEXT_ALIGNS) align.append(el('option', { value: a }, alignNames[a]));
  align.addEventListener('change', () => editor.styleText({ align: align.value as TextAlign }));

  const status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const legend = el('p', { class: 'legend', 'aria-hidden': 'true' },
    el('span', { class: 'key key-bleed' }), t.legendBleed, el('span', { class: 'key key-cut' }), t.legendCut, el('span', { class: 'key key-safety' }), t.legendSafety);

  root.replaceChildren(
    el('h1', { class: 'visually-hidden' }, t.title),
    el('div', { class: 'toolbar', role: 'group', 'aria-label': t.tools },
      el('div', { class: 'group' }, addText, addImage, fileInput),
      el('div', { class: 'group' }, undo, redo),
      el('div', { class: 'group' }, forward, backward, remove),
      el('div', { class: 'group' }, fit),
      sides,
      el('div', { class: 'group textbar', role: 'group', 'aria-label': t.textStyle },
        labelled('cc-font', t.font, family), bold, italic, labelled('cc-size', t.size, size), labelled('cc-color', t.color, color), labelled('cc-align', t.align, align)),
    ),
    stage,
    el('div', { class: 'footer' }, legend, status),
  );
  root.removeAttribute('aria-busy');

  let statusTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    status(text) {
      status.textContent = text;
      clearTimeout(statusTimer);
      statusTimer = setTimeout(() => (status.textContent = ''), 6000);
    },
    render(view) {
      undo.disabled = !view.canUndo;
      redo.disabled = !view.canRedo;
      for (const b of [forward, backward, remove]) b.disabled = !view.hasSelection;
      const text = view.text;
      for (const c of [family, bold, italic, size, color, align]) c.disabled = !text;
      if (text) {
        family.value = text.family;
        bold.setAttribute('aria-pressed', String(text.bold));
        italic.setAttribute('aria-pressed', String(text.italic));
        if (document.activeElement !== size) size.value = String(text.size);
        color.value = /^#[0-9a-f]{6}$/i.test(text.color) ? text.color : '#000000';
        align.value = text.align;
      }
      legend.classList.toggle('legend-die-cut', view.dieCut);
      // the side switcher appears only for two or more sides
      sides.hidden = view.surfaces.length < 2;
      if (sides.childElementCount !== view.surfaces.length) {
        sides.replaceChildren(...view.surfaces.map((name, i) => {
          const b = el('button', { type: 'button', class: 'btn btn-side', 'data-testid': `surface-${i}` }, name);
          b.addEventListener('click', () => void editor.showSurface(i));
          return b;
        }));
      }
      [...sides.children].forEach((b, i) => b.setAttribute('aria-pressed', String(i === view.current)));
    },
  };
}
