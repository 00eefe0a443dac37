'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Form, FormErrors, SubmitButton, TextField, focusField, useZodForm } from '@/components/form';
import { PROJECT_NAME_MAX } from '@/lib/account/projects';
import { projectNameSchema, type ProjectNameInput } from '@/lib/validation/project-name';
import styles from './DesignModal.module.css';

export interface SaveOverlayProps {
  onCancel: () => void;
  /** Saves the design under the name; resolves when done (or the page is being left). */
  onSave: (name: string) => Promise<void>;
}

const FORM_ID = 'design-save';

/** The save-project step (spec accounts §2 "Save-project overlay"): a project name, CANCEL to go back. */
export function SaveOverlay({ onCancel, onSave }: SaveOverlayProps) {
  const t = useTranslations('Design');
  const form = useZodForm(projectNameSchema, { name: '' });
  useEffect(() => focusField(form, FORM_ID, 'name'), [form]);
  return (
    <section className={styles.overlay} aria-labelledby="design-save-title" data-testid="design-save">
      <h3 id="design-save-title" className={styles.overlayTitle}>
        {t('saveTitle')}
      </h3>
      <Form form={form} id={FORM_ID} onSubmit={({ name }) => onSave(name)} className={styles.saveForm}>
        <TextField<ProjectNameInput> name="name" label={t('projectName')} hint={t('projectNameHint')} maxLength={PROJECT_NAME_MAX + 20} autoComplete="off" markRequired />
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
