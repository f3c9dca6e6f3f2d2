import type { HTMLAttributes } from 'react';
import { cx } from './cx';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, interactive = false, ...rest }: DivProps & { interactive?: boolean }) {
  return <div className={cx('il-card', interactive && 'il-card--interactive', className)} {...rest} />;
}
export function CardHeader({ className, ...rest }: DivProps) {
  return <div className={cx('il-card__header', className)} {...rest} />;
}
export function CardTitle({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cx('il-card__title', className)} {...rest} />;
}
export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx('il-card__description', className)} {...rest} />;
}
export function CardContent({ className, ...rest }: DivProps) {
  return <div className={cx('il-card__content', className)} {...rest} />;
}
export function CardFooter({ className, ...rest }: DivProps) {
  return <div className={cx('il-card__footer', className)} {...rest} />;
}
