import * as z from '../zod';
import { textField } from './text-field';

/**
 * A project's name: required ('Please provide a name'), at most 40
 * characters; and whether to download the proof once saved, off unless
 * ticked.
 */
/** A project name's longest length, in characters: the form and the stored project share it. */
export const PROJECT_NAME_MAX = 40;

export const projectNameSchema = z.object({
  name: textField().check(
    z.refine((v) => v !== '', { message: 'projectName.required' }),
    z.refine((v) => v.length <= PROJECT_NAME_MAX, { message: 'projectName.tooLong' }),
  ),
  downloadProof: z.catch(z.boolean(), false),
});

export type ProjectNameInput = z.infer<typeof projectNameSchema>;
