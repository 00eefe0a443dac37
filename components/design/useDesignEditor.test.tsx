import { act, renderHook, waitFor } from '@testing-library/react';
import type { Editor, IframeApi, ProductDefinition, ResizeArgs } from '@/lib/domain/design/editor-api';
import type { Template } from '@/lib/services/designer/templates';
import { useDesignEditor, type DesignTarget, type EditorServices } from './useDesignEditor';

const template = (sku: string, inches: number): Template => ({
  ID: sku,
  Name: sku,
  Surfaces: [{ Name: 'Front', Width: inches * 72, Height: inches * 72, PrintAreas: [{ DesignFile: 'labels/front', Bleed: 9, SafetyLines: [{ Margin: 9 }] }] }],
});

function fakes(options: { failLoad?: boolean; failResize?: boolean } = {}) {
  const resizes: ResizeArgs[] = [];
  const loads: ProductDefinition[] = [];
  const editor: Editor = {
    finishProductDesign: jest.fn(async (o) => ({ proofImageUrls: [[`proof-${o?.proofMaxWidth}`]], hiResOutputUrls: ['pdf'], returnToEditUrl: '', stateId: 's1', userId: 'u1' })),
    saveProduct: jest.fn(),
    getProofImages: jest.fn(),
    getProduct: jest.fn(),
    getUnchangedItems: jest.fn(),
    revertProduct: jest.fn(),
    dispose: jest.fn(),
    loadUserInfo: jest.fn(async () => {}),
    commandManager: {
      execute: jest.fn(async (_c, args: ResizeArgs) => {
        if (options.failResize) throw new Error('resize refused');
        resizes.push(args);
      }),
    },
  };
  const api: IframeApi = {
    loadEditor: jest.fn(async (_frame, product) => {
      if (options.failLoad) throw new Error('Design file "labels/front" does not exist');
      loads.push(product);
      return editor;
    }),
  };
  const services: EditorServices = {
    loadApi: async () => api,
    token: async () => ({ userId: 'u1', tokenId: 't1' }),
    template: jest.fn(async (_type: string, sku: string) => template(sku, sku === 'L-3' ? 3 : 2)),
  };
  return { services, editor, api, resizes, loads };
}

const target = (sku: string, custom: DesignTarget['custom'] = null): DesignTarget => ({ productType: 'Roll Labels', sku, custom });

function mount(f: ReturnType<typeof fakes>, first: DesignTarget | null = target('L-2'), restoreStateId: string | null = null) {
  const hook = renderHook(({ t }) => useDesignEditor({ target: t, locale: 'fr', services: f.services, restoreStateId }), { initialProps: { t: first } });
  // The hook frames the editor in an iframe the modal renders.
  hook.result.current.frameRef.current = document.createElement('iframe');
  return hook;
}

describe('the design editor in the modal', () => {
  it('loads the template sized for the variant, in French on a French host, then is ready', async () => {
    const f = fakes();
    const { result } = mount(f);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(f.loads[0]!.surfaces[0]).toMatchObject({ width: 144, height: 144 });
    expect((f.api.loadEditor as jest.Mock).mock.calls[0][2]).toMatchObject({ tokenId: 't1', userId: 'u1', defaultLanguage: 'fr' });
    expect(f.resizes).toEqual([]);
  });

  it('re-reads the template and resizes in place when the size changes (updating, then ready)', async () => {
    const f = fakes();
    const { result, rerender } = mount(f);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ t: target('L-3') });
    expect(result.current.status).toBe('updating');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(f.services.template).toHaveBeenLastCalledWith('Roll Labels', 'L-3');
    expect(f.resizes).toEqual([{ targetType: 'product', width: 216, height: 216, defaultOptions: { resize: 0 } }]);
    // A custom size resizes to its inches; an invalid one in between changes nothing.
    rerender({ t: null });
    expect(result.current.status).toBe('ready');
    rerender({ t: target('L-3', { width: 2.5, height: 3 }) });
    await waitFor(() => expect(f.resizes).toHaveLength(2));
    expect(f.resizes[1]).toMatchObject({ width: 180, height: 216 });
  });

  it('reopens a saved design by its state and sizes it to the current choice', async () => {
    const f = fakes();
    const { result } = mount(f, target('L-2'), 'saved-state');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(f.loads[0]).toEqual({ surfaces: [{ stateId: 'saved-state' }] });
    expect(f.resizes).toHaveLength(1);
  });

  it('starts afresh when the saved design is refused (a visitor state, reopened after signing in)', async () => {
    const f = fakes();
    const load = f.api.loadEditor as jest.Mock;
    const real = load.getMockImplementation()!;
    load.mockImplementationOnce(async () => {
      throw new Error('State saved-state does not exist');
    });
    load.mockImplementation(real);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = mount(f, target('L-2'), 'saved-state');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(f.loads[0]!.surfaces[0]).toMatchObject({ width: 144, height: 144 });
  });

  it('asks the proof at 300 px per inch of the item', async () => {
    const f = fakes();
    const { result } = mount(f);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let proof = '';
    await act(async () => {
      proof = ((await result.current.finish()).proofImageUrls as string[][])[0]![0]!;
    });
    expect(proof).toBe('proof-600');
  });

  it.each<[string, { failLoad?: boolean }]>([
    ['the editor refuses to load', { failLoad: true }],
    ['no variant to design', {}],
  ])('goes to the error state when %s', async (_name, options) => {
    const f = fakes(options);
    const { result } = mount(f, options.failLoad ? target('L-2') : null);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('goes to the error state when the surface cannot be resized', async () => {
    const f = fakes({ failResize: true });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { result, rerender } = mount(f);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ t: target('L-3') });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it("places an uploaded artwork from the shopper's gallery", async () => {
    const f = fakes();
    const { result } = mount(f);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.placeArtwork('artwork-1.png'));
    expect(f.editor.loadUserInfo).toHaveBeenCalledWith({ Artwork: 'user:artwork-1.png' });
  });

  it('reopens the frame on a die-cut shape at its natural size, then follows the die-cut size', async () => {
    const f = fakes();
    const { result, rerender } = mount(f);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.loadShape('custom-templates/anonymous/shape-1', { widthIn: 3, heightIn: 2 }));
    expect(result.current.status).toBe('ready');
    expect(f.editor.dispose).toHaveBeenCalled();
    expect(f.loads[1]!.surfaces[0]).toMatchObject({ width: 216, height: 144, printAreas: [{ designFile: 'custom-templates/anonymous/shape-1', safetyLines: [] }] });
    expect(f.resizes.at(-1)).toMatchObject({ width: 216, height: 144 });
    rerender({ t: target('L-3', { width: 4.5, height: 3 }) });
    await waitFor(() => expect(f.resizes.at(-1)).toMatchObject({ width: 324, height: 216 }));
    await act(async () => {
      await result.current.finish();
    });
    expect(f.editor.finishProductDesign).toHaveBeenLastCalledWith({ proofMaxWidth: 1350, proofMaxHeight: 900 });
  });
});
