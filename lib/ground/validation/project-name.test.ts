import { projectNameSchema } from './project-name';

const issue = (name: string) => projectNameSchema.safeParse({ name }).error?.issues[0]?.message;

describe('project name', () => {
  it('is required, trimmed', () => {
    expect(issue('')).toBe('projectName.required');
    expect(issue('   ')).toBe('projectName.required');
  });

  it('takes at most 40 characters', () => {
    expect(issue('x'.repeat(40))).toBeUndefined();
    expect(issue('x'.repeat(41))).toBe('projectName.tooLong');
    expect(projectNameSchema.parse({ name: '  Spring labels ', downloadProof: false })).toEqual({ name: 'Spring labels', downloadProof: false });
  });
});

describe('download a proof after saving', () => {
  it('is off unless ticked', () => {
    expect(projectNameSchema.parse({ name: 'Logo' }).downloadProof).toBe(false);
    expect(projectNameSchema.parse({ name: 'Logo', downloadProof: 'yes' }).downloadProof).toBe(false);
    expect(projectNameSchema.parse({ name: 'Logo', downloadProof: true }).downloadProof).toBe(true);
  });
});
