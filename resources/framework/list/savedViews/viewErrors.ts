import type { ViewNameProblem } from '../../../../schemas/entities/savedView';

/** A name refused by the browser's own check (the same rules as the api's 400 on `name`). */
export class ViewNameError extends Error {
  constructor(readonly problem: ViewNameProblem) {
    super(problem);
    this.name = 'ViewNameError';
  }
}
