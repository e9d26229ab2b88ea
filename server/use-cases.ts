/** A use case with its dependencies taken away: what a route calls. */
type Bound<UseCase> = UseCase extends (deps: never, ...args: infer Args) => infer Result
  ? (...args: Args) => Result
  : never;

/**
 * A module's use cases are each `verb(deps, input)`, a file each; its service binds them to the
 * one set of dependencies the app built for it, so a route calls `service.verb(input)`.
 */
export function bindAll<
  Deps,
  UseCases extends Record<string, (deps: Deps, ...args: never[]) => unknown>,
>(deps: Deps, useCases: UseCases): { [Name in keyof UseCases]: Bound<UseCases[Name]> } {
  return Object.fromEntries(
    Object.entries(useCases).map(([name, useCase]) => [
      name,
      (...args: never[]) => useCase(deps, ...args),
    ]),
  ) as { [Name in keyof UseCases]: Bound<UseCases[Name]> };
}
