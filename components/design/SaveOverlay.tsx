'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Form, FormErrors, SubmitButton, TextField, focusField, useZodForm } from '@/components/form';
import { useSessionView } from '@/lib/edge/state/session-view';
import { PROJECT_NAME_MAX, projectNameSchema, type ProjectNameInput } from '@/lib/ground/validation/project-name';
import styles from './DesignModal.module.css';
import own from './SaveOverlay.module.css';

export interface SaveOverlayProps {
  onCancel: () => void;
  /** Saves the design under the name, downloading its proof once saved if asked; resolves when done (or the page is being left). */
  onSave: (name: string, downloadProof: boolean) => Promise<void>;
}

const FORM_ID = 'design-save';

/**
 * The save-project step: a project
 * name, CANCEL to go back. A signed-in customer may also ask for the proof
 * as a file; a visitor's project is only saved after
 * signing in, so the choice is not offered to them.
 */
export function SaveOverlay({ onCancel, onSave }: SaveOverlayProps) {
  const t = useTranslations('Design');
  const session = useSessionView();
  const form = useZodForm(projectNameSchema, { name: '', downloadProof: false });
  useEffect(() => focusField(form, FORM_ID, 'name'), [form]);
  return (
    <section className={styles.overlay} aria-labelledby="design-save-title" data-testid="design-save">
      <h3 id="design-save-title" className={styles.overlayTitle}>
        {t('saveTitle')}
      </h3>
      <Form form={form} id={FORM_ID} onSubmit={({ name, downloadProof }) => onSave(name, session.active && downloadProof)} className={styles.saveForm}>
        <TextField<ProjectNameInput> name="name" label={t('projectName')} hint={t('projectNameHint')} maxLength={PROJECT_NAME_MAX + 20} autoComplete="off" markRequired />
        {session.active ? (
          <label className={own.check}>
            <input type="checkbox" {...form.register('downloadProof')} />
            {t('downloadProofAfterSave')}
          </label>
        ) : null}
        <FormErrors />
        <div className={styles.overlayActions}>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
          <SubmitButton label={t('save')} busyLabel={t('saving')} />
        </div>
      </Form>
    </section>
  );
}
