/** Public entry of the like (찜) feature: buttons for other features' screens, the queue installer. */
export { ProductLikeButton, ShopLikeButton } from './components/like-button';
export { installLikeQueue, resumeWaitingLikes } from './queue';
export { likeQueries } from './queries';
