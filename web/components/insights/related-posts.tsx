import { Link } from "react-router";
import { Container } from "#web/components/ui/section.tsx";
import type { PostLink } from "#web/content/posts/paths.ts";

/**
 * The Insights posts about a service or drawing on a case study, as a short list of links at the
 * foot of its page. Nothing at all when there are none: no empty heading.
 */
export function RelatedPosts({
  posts,
  title = "Insights on this work",
  tone = "muted",
}: {
  posts: readonly PostLink[];
  title?: string;
  tone?: "light" | "muted";
}) {
  if (posts.length === 0) return null;
  return (
    <section
      id="insights"
      aria-labelledby="related-posts-title"
      className={`py-12 sm:py-16 ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}
    >
      <Container>
        <div className="mx-auto max-w-3xl">
          <h2 id="related-posts-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {title}
          </h2>
          <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
            {posts.map((post) => (
              <li key={post.path} className="py-5">
                <Link
                  to={post.path}
                  className="text-lg font-semibold text-accent-800 underline-offset-4 hover:underline"
                >
                  {post.title}
                </Link>
                <p className="mt-1 text-slate-600">{post.description}</p>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={post.date}>{post.dateLabel}</time> · {post.readingMinutes} min
                  read
                </p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
