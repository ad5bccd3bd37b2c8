/**
 * The page of a 게시글 or 질문 (SPEC §2 /community/board-detail/{id}, /community/qna/{id}; issue 15,
 * docs/decisions/017, 022), shared by the posts and questions features: title, author, date, the
 * text as text with its links (LinkedText), the product card (opens the store or the live deal, as
 * every catalogue card), pictures in a horizontal strip and the counts; then what the route puts
 * in its two places — the reader's actions inside the article and the replies under it (the replies
 * and reactions feature; docs/decisions/022 "Writing"). A deleted post shows '삭제된 글이에요' and
 * keeps its replies; a hidden one is 8 from the server, whose message the route's error screen shows
 * (./detail-error). The survey page reuses the head (PostHead).
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { PostDetail } from '@contract/community';
import { ProductCard } from '~/components/catalogue/product-card';
import { Header } from '~/components/layout/header';
import { Image } from '~/components/ui/image';
import { formatDate } from '~/lib/format';
import { LinkedText } from './linked-text';
import { Counts } from './post-item';

const sectionLine = css({ borderBottom: '8px solid token(colors.bg.subtle)' });
const metaClass = css({ display: 'flex', gap: '6px', alignItems: 'center', fontSize: '12px', color: 'fg.muted', flexWrap: 'wrap' });
const contentClass = css({ fontSize: '15px', lineHeight: 1.75, whiteSpace: 'pre-line', wordBreak: 'keep-all', overflowWrap: 'anywhere', color: 'fg.body' });

/** The post's head and body (shared by posts and questions; surveys reuse the head). */
export function PostHead({
  label,
  title,
  author,
  createdAt,
  updatedAt,
}: {
  label: string;
  title: string;
  author: string;
  createdAt: string;
  updatedAt?: string | null;
}) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '6px' })}>
      <span className={css({ fontSize: '12px', fontWeight: 700, color: 'accent.text' })}>{label}</span>
      <h2 className={css({ fontSize: '19px', fontWeight: 800, lineHeight: 1.4, wordBreak: 'keep-all', color: 'fg.default' })}>{title}</h2>
      <p className={metaClass}>
        <span className={css({ fontWeight: 600, color: 'fg.body' })}>{author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        {updatedAt && <span>(수정됨)</span>}
      </p>
    </div>
  );
}

function ImageStrip({ images }: { images: PostDetail['images'] }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label={`사진 ${images.length}장`} className={css({ display: 'flex', gap: '8px', overflowX: 'auto', listStyle: 'none', scrollbarWidth: 'none' })}>
      {images.map((img, i) => (
        <li key={img.url} className={css({ flexShrink: 0 })}>
          <Image src={img.url} alt={`사진 ${i + 1}`} width={img.width} height={img.height} className={css({ h: '200px', w: 'auto', borderRadius: '8px' })} />
        </li>
      ))}
    </ul>
  );
}

const DELETED_NOTE = '작성자가 삭제한 글이에요. 남아 있는 댓글은 읽을 수 있어요.';

function PostBody({ post, children }: { post: PostDetail; children?: ReactNode }) {
  const isQna = post.communityType === 'qna';
  const deleted = post.status === 'deleted';
  return (
    <article className={css({ p: '16px', display: 'flex', flexDir: 'column', gap: '16px' })}>
      <PostHead
        label={isQna ? '질문' : (post.board?.name ?? '게시글')}
        title={post.title}
        author={post.author.nickName}
        createdAt={post.createdAt}
        updatedAt={post.updatedAt}
      />
      {deleted ? (
        <p role="status" className={css({ fontSize: '14px', color: 'fg.muted', py: '24px', textAlign: 'center', bg: 'bg.subtle', borderRadius: '8px' })}>
          {DELETED_NOTE}
        </p>
      ) : (
        <>
          <LinkedText text={post.content} className={contentClass} />
          <ImageStrip images={post.images} />
          {post.product && (
            <section aria-label="이 글의 상품" className={css({ w: '160px' })}>
              <ProductCard product={post.product} />
            </section>
          )}
        </>
      )}
      <Counts likeCount={post.likeCount} replyCount={post.replyCount} viewCount={post.viewCount} replyWord={isQna ? '답변' : '댓글'} />
      {children}
    </article>
  );
}

/**
 * A 게시글 or 질문 page under its header `title`.
 * @param actions what the reader does with the post, drawn in the article (given the post as cached now)
 * @param replies the replies section under the article
 */
export function PostDetailView({
  title,
  post,
  actions,
  replies,
}: {
  title: string;
  post: PostDetail;
  actions: (post: PostDetail) => ReactNode;
  replies: (post: PostDetail) => ReactNode;
}) {
  return (
    <div>
      <Header title={title} showHome />
      <div className={sectionLine}>
        <PostBody post={post}>{actions(post)}</PostBody>
      </div>
      {replies(post)}
    </div>
  );
}
