'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ItemOptionFields } from '@/components/configurator/ItemOptionFields';
import { PriceSummary } from '@/components/configurator/PriceSummary';
import { PriceTable } from '@/components/configurator/PriceTable';
import { ItemQuantityField } from '@/components/configurator/ItemQuantityField';
import { useConfigurator } from '@/components/configurator/ConfiguratorContext';
import { Dialog } from '@/components/ui/Dialog';
import { notify } from '@/components/ui/toast';
import { artworkProperties, type ArtworkProperties } from '@/lib/domain/design/artwork';
import { preflight, printsWhiteInk, type Preflight, type PreflightIssue } from '@/lib/domain/design/preflight';
import { customSizeLimits } from '@/lib/domain/configurator/custom-size';
import type { BlankDesign } from '@/lib/domain/design/blank-design';
import type { Border } from '@/lib/domain/design/outline';
import { customerStateOf } from '@/lib/domain/design/customer-state';
import { MATERIAL_OPTION, projectPayload } from '@/lib/domain/design/project-payload';
import { linkSharedProof } from '@/lib/edge/design/proof-share-client';
import { canvasStateStore, designCustomerStore, hydrateDesignStores } from '@/lib/edge/state/design-store';
import { useSessionView } from '@/lib/edge/state/session-view';
import { ApprovalOverlay } from './ApprovalOverlay';
import { editorServices } from './editorServices';
import { GuideLegend } from './GuideLegend';
import { PreflightNotice } from './PreflightNotice';
import { ArtworkUpload, type ArtworkStatus } from './ArtworkUpload';
import { DieCutPanel } from './DieCutPanel';
import { SaveOverlay } from './SaveOverlay';
import { uploadToolAvailable, useArtworkUpload, type UploadedArtwork } from './useArtworkUpload';
import { useDieCut, type Shape } from './useDieCut';
import { saveProject } from './saveProject';
import { useDesignEditor, type DesignTarget } from './useDesignEditor';
import styles from './DesignModal.module.css';

export interface DesignModalProps {
  /** The editor's address (the configurator opens the modal only when the product has one). */
  designerBase: string;
  /** A saved design to reopen (coming back to the page). */
  restoreStateId: string | null;
  onClose: () => void;
}

type View = 'editor' | 'approval' | 'save';

/** What the print checks' notice shows: the checks when any found something, else none. */
const found = (checks: Preflight): Preflight | null => (checks.issues.length > 0 ? checks : null);

/**
 * DESIGN NOW: the embedded editor
 * sized to the item, the size and quantity with the live price, Review
 * Design → the proof → approval adds the designed item; Save Artwork keeps
 * it as a named project. Loaded only when the shopper opens it.
 */
export default function DesignModal(props: DesignModalProps) {
  const shared = useConfigurator();
  const { config, model, state, derived: d } = shared;
  const { product } = config;
  const adding = shared.addingText !== null;
  const t = useTranslations('Design');
  const tc = useTranslations('Configurator');
  const titleId = useId();
  const reasonId = `${titleId}-reason`;
  const sizeErrorId = `${titleId}-size`;
  const session = useSessionView();
  const [view, setView] = useState<View>('editor');
  const [reviewing, setReviewing] = useState(false);
  const [artwork, setArtwork] = useState<ArtworkProperties | null>(null);
  // Review was asked of a design with nothing of the shopper's on it.
  const [blankRefused, setBlankRefused] = useState<BlankDesign | null>(null);
  // The reference the proof was last shared under: a project saved afterwards shows that share's approval.
  const [sharedRef, setSharedRef] = useState<string | null>(null);

  // None while a custom size is being typed wrong: the editor keeps its last size meanwhile.
  const target: DesignTarget | null = d.variant && !d.customError ? { productType: product.productType, sku: d.variant.sku ?? '', custom: d.custom } : null;

  const services = useMemo(() => editorServices(props.designerBase), [props.designerBase]);
  // Set below, once the print checks are defined.
  const recheckAt = useRef<(size: { widthIn: number; heightIn: number }) => void>(undefined);
  const { frameRef, status, finish, sizeInches, guides, blankness, placeArtwork, loadShape } = useDesignEditor({
    target,
    locale: config.locale,
    services,
    restoreStateId: props.restoreStateId,
    onResized: (size) => recheckAt.current?.(size),
  });

  // The shopper's own artwork: uploaded, converted, then placed (or, on a die-cut product, cut around).
  const [uploadAvailable] = useState(uploadToolAvailable);
  const uploader = useArtworkUpload();
  const [artworkStep, setArtworkStep] = useState<ArtworkStatus>({ step: 'idle' });
  const [artworkFile, setArtworkFile] = useState<UploadedArtwork | null>(null);
  const limits = useMemo(() => customSizeLimits(model.sizes), [model.sizes]);
  const { setDieCutSize, toggleExtra } = shared;
  const dieCut = useDieCut({ handle: product.handle, limits, onSize: setDieCutSize });
  const offersHalo = config.extras.some((e) => e.key === 'white_halo');
  // What the print checks found in the artwork just placed, until the shopper goes on.
  const [notice, setNotice] = useState<Preflight | null>(null);
  // The same checks at the size being approved, beside the proof.
  const [proofChecks, setProofChecks] = useState<readonly PreflightIssue[] | null>(null);
  const whiteInk = useMemo(() => printsWhiteInk(product), [product]);
  const checkArtwork = useCallback(
    (art: UploadedArtwork, size: { widthIn: number; heightIn: number }) => preflight({ pixels: art, grid: art.grid, size, guides: guides(), whiteInk }),
    [guides, whiteInk],
  );
  // The panel stays usable under the print checks' notice: a size chosen there redoes its checks at that size (a dismissed notice stays gone).
  useEffect(() => {
    recheckAt.current = (size) => setNotice((shown) => (shown && artworkFile ? found(checkArtwork(artworkFile, size)) : shown));
  });
  const showChecks = useCallback(
    (art: UploadedArtwork, size: { widthIn: number; heightIn: number } | null) => {
      setNotice(size ? found(checkArtwork(art, size)) : null);
    },
    [checkArtwork],
  );

  const applyShape = useCallback(
    /** `fresh`: a new upload, whose print checks are shown (a new border only moves the cut line). */
    async (art: UploadedArtwork, border: Border, fresh: boolean) => {
      setArtworkStep({ step: 'tracing' });
      const shape: Shape | 'noOutline' | 'shapeFailed' = await dieCut.shapeFor(art, border);
      if (typeof shape === 'string') {
        setArtworkStep({ step: 'failed', reason: shape });
        return;
      }
      dieCut.adopt(shape);
      // The white halo is the border between the artwork and the cut (white_halo follows the border).
      if (offersHalo) toggleExtra('white_halo', border !== 'None');
      try {
        const size = { widthIn: shape.widthIn, heightIn: shape.heightIn };
        await loadShape(shape.designFile, size);
        setBlankRefused(null);
        setArtworkStep({ step: 'placed' });
        if (fresh) showChecks(art, size);
      } catch {
        setArtworkStep({ step: 'failed', reason: 'shapeFailed' });
      }
    },
    [dieCut, loadShape, offersHalo, toggleExtra, showChecks],
  );

  const onArtworkFile = async (file: File) => {
    // A file dropped by the checks, or a failed upload (the uploader's own state shows it).
    setNotice(null);
    const art = await uploader.upload(file);
    if (!art) return;
    setArtworkFile(art);
    if (config.dieCut) {
      // New artwork, new shape: sized afresh from its own proportions.
      dieCut.reset();
      return applyShape(art, dieCut.border, true);
    }
    setArtworkStep({ step: 'placing' });
    try {
      await placeArtwork(art.file);
      const size = sizeInches();
      // Their artwork is on the design now: the blank notice no longer holds.
      setBlankRefused(null);
      setArtworkStep({ step: 'placed' });
      showChecks(art, size);
    } catch (error) {
      console.error('Placing the artwork failed', error);
      setArtworkStep({ step: 'failed', reason: 'conversionFailed' });
    }
  };
  // The upload's own progress, while it lasts; then the modal's next steps.
  const up = uploader.state;
  const shownStep: ArtworkStatus =
    up.phase === 'uploading' ? { step: 'uploading', progress: up.progress } : up.phase === 'converting' ? { step: 'converting' } : up.phase === 'error' ? { step: 'failed', reason: up.failure } : artworkStep;
  const artworkBusy = ['uploading', 'converting', 'placing', 'tracing'].includes(shownStep.step);
  const dieCutBlocked = config.dieCut && dieCut.issue !== null;
  const dieCutIssueId = `${titleId}-diecut`;
  const blankId = `${titleId}-blank`;

  // Kept locally while designing, so a reload or a sign-in comes back to it.
  useEffect(() => hydrateDesignStores(), []);
  useEffect(() => {
    designCustomerStore.setState({ saved: customerStateOf(product.handle, state, model.sizeName, true) });
  }, [product.handle, state, model.sizeName]);

  const sizeOptions = useMemo(() => config.product.options.filter((o) => o.name === model.sizeName || (model.sizeName === null && o.name.toLowerCase() === 'size')), [config.product.options, model.sizeName]);
  const blocked = d.blocker !== null || dieCutBlocked;
  const ready = status === 'ready';

  const review = async () => {
    setReviewing(true);
    setBlankRefused(null);
    setNotice(null);
    try {
      // A die-cut shape is cut around the shopper's own artwork: never blank.
      const blank = config.dieCut && dieCut.shape ? null : await blankness();
      if (blank) {
        setBlankRefused(blank);
        return;
      }
      const result = await finish();
      const art = artworkProperties(result);
      if (!art) throw new Error('The editor answered without a proof or print file');
      canvasStateStore.setState({ handle: product.handle, stateId: art.customer_canvas_state });
      setArtwork(art);
      const size = sizeInches();
      setProofChecks(artworkFile && size ? checkArtwork(artworkFile, size).issues : null);
      setView('approval');
    } catch (error) {
      console.error('Design review failed', error);
      notify(t('reviewFailed'), 'error');
    } finally {
      setReviewing(false);
    }
  };

  const save = async (name: string, downloadProof: boolean) => {
    try {
      const result = await finish();
      const art = artworkProperties(result);
      if (!art) throw new Error('The editor answered without a proof');
      canvasStateStore.setState({ handle: product.handle, stateId: art.customer_canvas_state });
      const customer = customerStateOf(product.handle, state, model.sizeName, true);
      const project = projectPayload({ name, design: result, artwork: art, customer, product, variant: d.variant, quantity: d.quantity });
      // A proof shared before saving: its approval shows on the project, saved under a new state.
      if (sharedRef && session.active && sharedRef !== art.customer_canvas_state) {
        const linked = await linkSharedProof(sharedRef, art.customer_canvas_state);
        if (!linked.ok) console.error('Filing the shared proof under the saved design failed', linked.error);
      }
      const done = await saveProject(project, session.active, { downloadProof, downloadFailed: t('proofDownloadFailed') });
      if (!done) notify(t('saveFailed'), 'error');
    } catch (error) {
      console.error('Saving the design failed', error);
      notify(t('saveFailed'), 'error');
    }
  };

  // Leaving the editor: nothing to reopen on return, and closing drops the design in progress.
  const settle = (keepDesign: boolean) => {
    designCustomerStore.setState({ saved: customerStateOf(product.handle, state, model.sizeName, false) });
    if (!keepDesign) canvasStateStore.setState({ handle: null, stateId: null });
  };
  const close = () => {
    settle(false);
    props.onClose();
  };
  const addToCart = (art: ArtworkProperties | null) => {
    settle(art !== null);
    shared.addToCart(art);
  };
  // Escape: an open step goes back to the editor first, an open notice of the print checks is dismissed.
  const requestClose = () => (view !== 'editor' ? setView('editor') : notice ? setNotice(null) : close());
  const busyText = status === 'loading' ? t('loading') : status === 'updating' ? t('updating') : null;

  return (
    <Dialog open portal onClose={requestClose} className={styles.modal} aria-labelledby={titleId} data-testid="design-modal" data-status={status}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('title', { product: product.title })}
        </h2>
        <button type="button" className={`icon-button ${styles.close}`} aria-label={t('close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className={styles.body}>
        <div className={styles.stage}>
          <iframe
            ref={frameRef}
            title={t('editorFrame')}
            className={styles.frame}
            hidden={status === 'error'}
            inert={view !== 'editor' || !ready || notice !== null}
            data-testid="design-frame"
          />
          {busyText && (
            <div className={styles.status} role="status">
              <span className="spinner" aria-hidden="true" />
              {busyText}
            </div>
          )}
          {status === 'error' && (
            <div className={styles.errorState} role="alert" data-testid="design-error">
              <p>{t('canvas_error')}</p>
              <button type="button" className="button" onClick={() => addToCart(null)} disabled={blocked || adding} aria-busy={adding} aria-describedby={blocked ? reasonId : undefined}>
                {shared.addingText ?? tc('addToCart')}
              </button>
            </div>
          )}
          {view === 'approval' && artwork && (
            <ApprovalOverlay
              productTitle={product.title}
              artwork={artwork}
              checks={proofChecks}
              addingText={shared.addingText}
              onBack={() => setView('editor')}
              onApprove={() => addToCart(artwork)}
              share={() => {
                setSharedRef(artwork.customer_canvas_state);
                return {
                  handle: product.handle,
                  variantId: d.variant?.id,
                  // The typed dimensions of a custom size, else the variant's own size.
                  size: customerStateOf(product.handle, state, model.sizeName, true).size || (d.variant?.selectedOptions.find((o) => o.name === 'Size')?.value ?? ''),
                  material: d.variant?.selectedOptions.find((o) => o.name === MATERIAL_OPTION)?.value,
                  quantity: d.quantity,
                  extras: d.extras.map((e) => e.key),
                  proof: artwork.thumbnail,
                  ref: artwork.customer_canvas_state,
                };
              }}
            />
          )}
          {view === 'editor' && notice && artworkFile && <PreflightNotice preflight={notice} grid={artworkFile.grid} imageUrl={artworkFile.imageUrl} onDismiss={() => setNotice(null)} />}
          {view === 'save' && <SaveOverlay onCancel={() => setView('editor')} onSave={save} />}
        </div>
        <aside className={styles.panel} inert={view !== 'editor'}>
          <ArtworkUpload
            status={shownStep}
            available={uploadAvailable}
            disabled={!ready && !artworkBusy}
            onFile={(file) => void onArtworkFile(file)}
            onAddWithoutDesign={() => addToCart(null)}
            addDisabled={d.blocker !== null || adding}
          />
          {config.dieCut && (
            <DieCutPanel
              border={dieCut.border}
              onBorder={(border) => {
                // The choice shows at once; the cut line follows when it is traced.
                dieCut.choose(border);
                if (artworkFile) void applyShape(artworkFile, border, false);
              }}
              size={dieCut.size}
              onWidth={dieCut.setWidth}
              onHeight={dieCut.setHeight}
              issue={dieCut.issue}
              busy={artworkBusy || status === 'updating'}
              issueId={dieCutIssueId}
              metric={config.metricSizes}
            />
          )}
          {!(config.dieCut && dieCut.shape) && (
            <ItemOptionFields options={sizeOptions} errorId={sizeErrorId} />
          )}
          <ItemQuantityField reasonId={reasonId} />
          <PriceSummary price={d.price} display={{ currency: config.currency, factor: config.factor }} locale={config.locale} />
          <PriceTable table={d.table} display={{ currency: config.currency, factor: config.factor }} locale={config.locale} onChoose={(q) => shared.selectQuantity(String(q))} />
          <p id={reasonId} className={styles.reason} aria-live="polite">
            {shared.reason}
          </p>
          {blankRefused && (
            <p id={blankId} role="alert" className={styles.blankNotice} data-testid="design-blank">
              {t(blankRefused === 'template' ? 'untouchedTemplate' : 'blankDesign')}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              onClick={review}
              disabled={!ready || blocked || reviewing || artworkBusy}
              aria-busy={reviewing}
              aria-describedby={blocked ? (dieCutBlocked ? dieCutIssueId : d.blocker === 'customSize' ? sizeErrorId : reasonId) : blankRefused ? blankId : undefined}
              title={ready ? undefined : t('notReady')}
              data-testid="review-design"
            >
              {reviewing ? t('reviewing') : t('reviewDesign')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setNotice(null);
                setView('save');
              }}
              disabled={!ready || reviewing}
              title={ready ? undefined : t('notReady')}
            >
              {t('saveArtwork')}
            </button>
          </div>
          <GuideLegend />
        </aside>
      </div>
    </Dialog>
  );
}
