import { Card, StretchedLink } from "#web/components/ui/card.tsx";
import { type GeneratedImage, Picture } from "#web/components/ui/picture.tsx";
import type { PostLink } from "#web/content/posts/paths.ts";
import { reveal } from "#web/lib/effects.ts";

/** A post as a card in the Insights list and on tag pages: its cover, date, title and summary. */
export type ShownPostCard = PostLink & {
  cover: GeneratedImage;
  coverAlt: string;
  tags: readonly string[];
};

/** The date and reading time, as every post's card and page show them. */
export function PostFacts({
  date,
  dateLabel,
  readingMinutes,
  className = "",
}: {
  date: string;
  dateLabel: string;
  readingMinutes: number;
  className?: string;
}) {
  return (
    <p className={`text-sm ${className}`}>
      <time dateTime={date}>{dateLabel}</time>
      <span aria-hidden="true"> · </span>
      {readingMinutes} min read
    </p>
  );
}

/** A post's cover, at 16:9, as every post's card and page show it; `sizes` its width there. */
export function PostCover({
  post,
  sizes,
  rounded = false,
}: {
  post: { cover: GeneratedImage; coverAlt: string };
  sizes: string;
  /** Rounded corners, where no card's frame rounds them. */
  rounded?: boolean;
}) {
  return (
    <Picture
      image={post.cover}
      alt={post.coverAlt}
      sizes={sizes}
      pictureClassName="block"
      className={`aspect-[16/9] w-full ${rounded ? "rounded-2xl " : ""}bg-ink-900 object-cover`}
    />
  );
}

export function PostCards({ posts }: { posts: readonly ShownPostCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {posts.map((post, index) => (
        <li key={post.path}>
          <Card padded={false} className="overflow-hidden" reveal={reveal({ delay: index * 100 })}>
            <PostCover
              post={post}
              sizes="(min-width: 80rem) 600px, (min-width: 48rem) 50vw, 100vw"
            />
            <div className="flex flex-1 flex-col p-6">
              <PostFacts
                date={post.date}
                dateLabel={post.dateLabel}
                readingMinutes={post.readingMinutes}
                className="text-slate-600"
              />
              <h2 className="mt-2 text-xl font-semibold text-ink-900">
                <StretchedLink to={post.path}>{post.title}</StretchedLink>
              </h2>
              <p className="mt-3 text-slate-600">{post.description}</p>
              <p className="mt-auto pt-4 text-sm font-medium text-accent-800">
                {post.tags.join(" · ")}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
