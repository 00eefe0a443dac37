import { z } from 'zod';
import { PROJECT_NAME_MAX } from '../account/projects';
import { textField } from './text-field';

/**
 * A project's name: required ('Please provide a name'), at most 40
 * characters; and whether to download the proof once saved, off unless
 * ticked.
 */
export const projectNameSchema = z.object({
  name: textField()
    .refine((v) => v !== '', { message: 'projectName.required' })
    .refine((v) => v.length <= PROJECT_NAME_MAX, { message: 'projectName.tooLong' }),
  downloadProof: z.boolean().catch(false),
});

export type ProjectNameInput = z.infer<typeof projectNameSchema>;
