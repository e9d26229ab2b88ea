/**
 * A module's use cases are each `verb(deps, input)`, a file each; its service binds them to the
 * one set of dependencies the app built for it, so a route calls `service.verb(input)`.
 */
export function bindTo<Deps>(deps: Deps) {
  return <Args extends unknown[], Result>(useCase: (deps: Deps, ...args: Args) => Result) =>
    (...args: Args) =>
      useCase(deps, ...args);
}
