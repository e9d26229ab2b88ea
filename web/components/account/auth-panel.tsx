import type { ReactNode } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import { LinkedText, lineText } from "#web/components/ui/linked-text.tsx";
import { Container } from "#web/components/ui/section.tsx";
import { accountBenefits } from "#web/content/account-benefits.ts";

/**
 * The frame of the account's front doors (sign-up, login, password pages): the form on a white
 * card, with what an account gives on a navy panel beside it (below it on phones); `aside`
 * replaces that panel's heading and list.
 */
export function AuthPanel({
  eyebrow,
  title,
  lead,
  children,
  aside,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
  aside?: { title: string; content: ReactNode };
}) {
  const benefits = accountBenefits;
  return (
    <section className="bg-slate-50 py-10 sm:py-16">
      <Container>
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-[var(--shadow-lift)] lg:grid-cols-[1.15fr_0.85fr]">
          <div className="p-6 sm:p-10 lg:p-12">
            <p className="text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">
              {eyebrow}
            </p>
            <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
            <p className="mt-3 text-slate-600">{lead}</p>
            <div className="mt-8">{children}</div>
          </div>
          <aside
            aria-labelledby="account-benefits-title"
            className="relative isolate overflow-hidden bg-ink-900 p-6 text-slate-300 sm:p-10 lg:p-12"
          >
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_20rem_at_100%_0%,rgb(36_83_230/0.4),transparent_70%)]"
            />
            <h2 id="account-benefits-title" className="text-xl font-semibold text-white">
              {aside?.title ?? benefits.title}
            </h2>
            {aside?.content ?? (
              <ul className="mt-6 space-y-4">
                {benefits.items.map((item) => (
                  <li key={lineText(item)} className="flex items-start gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent-500/20 text-accent-300"
                    >
                      <Icon name="check" className="size-4" />
                    </span>
                    <span>
                      <LinkedText line={item} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        </div>
      </Container>
    </section>
  );
}
