/** Undo and redo over whole-design snapshots: designs are small, and a snapshot can never drift from the canvas. */
export class History {
  private stack: string[] = [];
  private index = -1;

  reset(snapshot: string): void {
    this.stack = [snapshot];
    this.index = 0;
  }

  /** Records a state after a change; an unchanged state is not a step. */
  push(snapshot: string): void {
    if (this.stack[this.index] === snapshot) return;
    this.stack = this.stack.slice(0, this.index + 1);
    this.stack.push(snapshot);
    if (this.stack.length > 200) this.stack.shift();
    this.index = this.stack.length - 1;
  }

  get canUndo(): boolean {
    return this.index > 0;
  }

  get canRedo(): boolean {
    return this.index < this.stack.length - 1;
  }

  undo(): string | null {
    return this.canUndo ? this.stack[--this.index]! : null;
  }

  redo(): string | null {
    return this.canRedo ? this.stack[++this.index]! : null;
  }
}
