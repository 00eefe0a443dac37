import { DESIGN_STORAGE_KEYS, PENDING_PROJECT_KEY, clearDesignStorage, readPendingProjects, writePendingProjects } from './design-storage';

beforeEach(() => window.localStorage.clear());

describe('design-editor local data', () => {
  it('names the keys logout clears', () => {
    expect(DESIGN_STORAGE_KEYS).toEqual(['design-editor', 'customer-canvas-state']);
    expect(PENDING_PROJECT_KEY).toBe('pending_saved_project');
  });

  it('clears the editor state and the pending project, nothing else', () => {
    for (const key of [...DESIGN_STORAGE_KEYS, PENDING_PROJECT_KEY, 'cart']) window.localStorage.setItem(key, '{}');
    clearDesignStorage();
    expect(Object.keys({ ...window.localStorage })).toEqual(['cart']);
  });

  it('reads one pending project or a list; absent, empty or broken is none', () => {
    expect(readPendingProjects()).toEqual([]);
    window.localStorage.setItem(PENDING_PROJECT_KEY, '[]');
    expect(readPendingProjects()).toEqual([]);
    window.localStorage.setItem(PENDING_PROJECT_KEY, '{broken');
    expect(readPendingProjects()).toEqual([]);
    window.localStorage.setItem(PENDING_PROJECT_KEY, JSON.stringify({ project_name: 'A' }));
    expect(readPendingProjects()).toEqual([{ project_name: 'A' }]);
    window.localStorage.setItem(PENDING_PROJECT_KEY, JSON.stringify([{ project_name: 'A' }, 'x', null, { project_name: 'B' }]));
    expect(readPendingProjects()).toEqual([{ project_name: 'A' }, { project_name: 'B' }]);
  });

  it('keeps the projects still to upload, and removes the key when none is left', () => {
    writePendingProjects([{ project_name: 'B' }]);
    expect(readPendingProjects()).toEqual([{ project_name: 'B' }]);
    writePendingProjects([]);
    expect(window.localStorage.getItem(PENDING_PROJECT_KEY)).toBeNull();
  });
});
