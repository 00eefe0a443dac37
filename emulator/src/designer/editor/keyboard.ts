/// <reference lib="dom" />
import type { DesignEditor } from './designEditor.ts';

const inFormControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && (/^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) || target.isContentEditable);

/**
 * Shortcuts: undo / redo anywhere outside a form control; on the canvas, Delete / Backspace, arrows (Shift: 10 pt),
 * Tab-free item selection with N, Enter to type into the selected text. Text being typed keeps its keys.
 */
export function bindKeyboard(editor: DesignEditor, stage: HTMLElement): void {
  document.addEventListener('keydown', (e) => {
    if (editor.isEditingText || inFormControl(e.target)) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    if (mod && key === 'z' && !e.shiftKey) {
      e.preventDefault();
      void editor.undo();
    } else if (mod && (key === 'y' || (key === 'z' && e.shiftKey))) {
      e.preventDefault();
      void editor.redo();
    } else if (!mod && (e.key === 'Delete' || e.key === 'Backspace')) {
      e.preventDefault();
      editor.deleteSelected();
    } else if (e.target === stage && !mod) {
      const step = e.shiftKey ? 10 : 1;
      const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
      const move = moves[e.key];
      if (move) {
        e.preventDefault();
        editor.nudge(...move);
      } else if (key === 'n') editor.selectNext();
      else if (e.key === 'Enter') {
        e.preventDefault();
        editor.editSelectedText();
      }
    }
  });
}
