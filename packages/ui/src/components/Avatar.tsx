import { FileTrigger } from 'react-aria-components';
import { cx } from '../utils';
import { Button } from './Button';
import { UserIcon } from './icons';

export interface AvatarProps {
  /** Photo URL; without it the initials (or a person icon) show. */
  src?: string | null;
  /** Accessible description of the photo, usually the person's name; '' when decorative. */
  alt: string;
  /** One or two letters shown when there is no photo. */
  initials?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = {
  xs: 'size-8 text-xs',
  sm: 'size-10 text-sm',
  md: 'size-16 text-xl',
  lg: 'size-32 text-4xl',
};

/** A round profile photo. */
export function Avatar({ src, alt, initials, size = 'md', className }: AvatarProps) {
  const base = cx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 font-semibold text-primary-800',
    sizes[size],
    className,
  );
  if (src) return <img src={src} alt={alt} className={cx(base, 'object-cover')} />;
  // An empty alt means decorative (the name is already next to it).
  return (
    <span
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={base}
    >
      {initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <UserIcon aria-hidden="true" className="size-1/2" />
      )}
    </span>
  );
}

export interface AvatarPickerProps extends AvatarProps {
  /** Label of the change button ("Change"). */
  buttonLabel: string;
  /** Called with the chosen image (non-images are ignored). */
  onSelect: (file: File) => void;
  isPending?: boolean;
  pendingLabel?: string;
}

/** A profile photo with a button that opens the file picker (images only). */
export function AvatarPicker({
  buttonLabel,
  onSelect,
  isPending,
  pendingLabel,
  ...avatar
}: AvatarPickerProps) {
  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar size="lg" {...avatar} />
      <FileTrigger
        acceptedFileTypes={['image/*']}
        onSelect={(files) => {
          const file = files
            ? Array.from(files).find((f) => f.type.startsWith('image/'))
            : undefined;
          if (file) onSelect(file);
        }}
      >
        <Button variant="secondary" isPending={isPending} pendingLabel={pendingLabel}>
          {buttonLabel}
        </Button>
      </FileTrigger>
    </div>
  );
}
