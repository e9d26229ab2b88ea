import { Link } from "react-router";
import { Breadcrumbs, type Crumb } from "#web/components/detail/breadcrumbs.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { type GeneratedImage, Picture } from "#web/components/ui/picture.tsx";
import { Container } from "#web/components/ui/section.tsx";
import type { Portrait } from "#web/lib/content-picture.ts";
import type { Labelled } from "./insights-page.tsx";
import { PostCover, PostFacts } from "./post-card.tsx";

/** What the loader hands the post's layout: the body as HTML, everything else resolved. */
export type ShownPost = {
  path: string;
  title: string;
  description: string;
  date: string;
  dateLabel: string;
  readingMinutes: number;
  html: string;
  cover: GeneratedImage;
  coverAlt: string;
  author: { name: string; role: string } & Portrait;
  /** Each service tag: its tag page (`path`) and the service's own page. */
  services: readonly (Labelled & { servicePath: string })[];
  caseStudies: readonly { title: string; summary: string; path: string }[];
  draft: boolean;
  /** Home › Insights › the post. */
  trail: readonly Crumb[];
  /** The list of all posts. */
  allPath: string;
};

/** One Insights post: the article, who wrote it, and the services and work it is about. */
export function PostPage({ post }: { post: ShownPost }) {
  return (
    <>
      <Hero
        top={<Breadcrumbs trail={post.trail} />}
        eyebrow={post.services.map((service) => service.label).join(" · ")}
        title={post.title}
        lead={post.description}
      >
        <PostFacts
          date={post.date}
          dateLabel={post.dateLabel}
          readingMinutes={post.readingMinutes}
          className="mt-6 text-slate-300"
        />
        {post.draft && (
          <p className="mt-4 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            Draft: shown in development only, never in a production build
          </p>
        )}
      </Hero>
      <article className="bg-white py-12 sm:py-16">
        <Container>
          <div className="mx-auto max-w-3xl">
            <PostCover post={post} sizes="(min-width: 48rem) 768px, 100vw" rounded />
            <div
              className="post-body mt-10"
              // The build made this HTML from the post's Markdown, without raw HTML
              // (content-collections.ts): nothing in it but the Markdown's own elements.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: built from Markdown at build time
              dangerouslySetInnerHTML={{ __html: post.html }}
            />
            <AuthorBox author={post.author} />
            <AboutTheWork post={post} />
          </div>
        </Container>
      </article>
      <CallToAction title={`Put “${post.title}” to work for you`} />
    </>
  );
}

function AuthorBox({ author }: { author: ShownPost["author"] }) {
  return (
    <aside
      aria-label="Author"
      className="mt-12 flex items-center gap-4 rounded-2xl border border-slate-200 p-5"
    >
      <Picture
        image={author.photo}
        alt={author.photoAlt}
        sizes="56px"
        pictureClassName="block shrink-0"
        className="size-14 rounded-full bg-slate-100 object-cover"
      />
      <p>
        <span className="block text-sm text-slate-600">Written by</span>
        <span className="block font-semibold text-ink-900">{author.name}</span>
        <span className="block text-sm text-slate-600">{author.role}</span>
      </p>
    </aside>
  );
}

/** The services the post is about and the case studies it draws on, each a link. */
function AboutTheWork({ post }: { post: ShownPost }) {
  return (
    <section aria-labelledby="post-related-title" className="mt-12">
      <h2 id="post-related-title" className="text-2xl font-bold text-ink-900">
        The work behind this post
      </h2>
      <h3 className="mt-6 text-base font-semibold text-ink-900">Services</h3>
      <LinkRow
        links={post.services.map(({ label, servicePath }) => ({ label, path: servicePath }))}
        className="gap-3"
        linkClassName="rounded-full border border-accent-200 bg-accent-50 px-4 hover:border-accent-400"
      />
      {post.caseStudies.length > 0 && (
        <>
          <h3 className="mt-8 text-base font-semibold text-ink-900">Case studies</h3>
          <ul className="mt-3 space-y-4">
            {post.caseStudies.map((study) => (
              <li key={study.path}>
                <Link
                  to={study.path}
                  className="font-semibold text-accent-800 underline-offset-4 hover:underline"
                >
                  {study.title}
                </Link>
                <p className="mt-1 text-slate-600">{study.summary}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-8 text-base font-semibold text-ink-900">More Insights on</h3>
      <LinkRow
        links={[...post.services, { label: "All posts", path: post.allPath }]}
        className="gap-x-5 gap-y-2"
        linkClassName="underline underline-offset-4"
      />
    </section>
  );
}

/** A wrapping row of links, each a full-height touch target. */
function LinkRow({
  links,
  className,
  linkClassName,
}: {
  links: readonly Labelled[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={`mt-3 flex flex-wrap ${className}`}>
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={link.path}
            className={`inline-flex min-h-11 items-center font-medium text-accent-800 ${linkClassName}`}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
