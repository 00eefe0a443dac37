/** Social network icons (footer; server-rendered). Filled, 24×24, currentColor. */
import { SvgIcon, type SvgIconProps } from './SvgIcon';

export type SocialIconProps = Omit<SvgIconProps, 'children'>;

export function IconFacebook(props: SocialIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z" fill="currentColor" />
    </SvgIcon>
  );
}

export function IconInstagram(props: SocialIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3.5c-2.3 0-2.6 0-3.5.1-2.6.1-4.3 1.6-4.4 4.4-.1.9-.1 1.2-.1 3.5s0 2.6.1 3.5c.1 2.7 1.7 4.3 4.4 4.4.9.1 1.2.1 3.5.1s2.6 0 3.5-.1c2.7-.1 4.3-1.7 4.4-4.4.1-.9.1-1.2.1-3.5s0-2.6-.1-3.5C19.8 5.3 18.2 3.7 15.5 3.6c-.9-.1-1.2-.1-3.5-.1Zm0 1.6c2.2 0 2.5 0 3.4.1 1.9.1 2.8 1 2.9 2.9.1.9.1 1.1.1 3.4s0 2.5-.1 3.4c-.1 1.9-1 2.8-2.9 2.9-.9.1-1.1.1-3.4.1s-2.5 0-3.4-.1c-1.9-.1-2.8-1-2.9-2.9-.1-.9-.1-1.1-.1-3.4s0-2.5.1-3.4c.1-1.9 1-2.8 2.9-2.9.9-.1 1.1-.1 3.4-.1Zm0 2.7a4.2 4.2 0 1 0 0 8.4 4.2 4.2 0 0 0 0-8.4Zm0 6.9a2.7 2.7 0 1 1 0-5.4 2.7 2.7 0 0 1 0 5.4Zm4.4-8.1a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" fill="currentColor" />
    </SvgIcon>
  );
}

export function IconX(props: SocialIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M17.2 3.5h2.9l-6.4 7.3 7.5 9.7h-5.9l-4.6-6-5.3 6H2.5l6.8-7.8-7.2-9.2h6l4.2 5.5 4.9-5.5Zm-1 15.3h1.6L7.4 5.1H5.7l10.5 13.7Z" fill="currentColor" />
    </SvgIcon>
  );
}

export function IconLinkedin(props: SocialIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3.3 9h3.4v11.5H3.3V9Zm5.6 0h3.3v1.6h.1c.5-.9 1.6-1.9 3.3-1.9 3.5 0 4.2 2.3 4.2 5.3v6.5h-3.4v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.9H8.9V9Z" fill="currentColor" />
    </SvgIcon>
  );
}

export function IconYoutube(props: SocialIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z" fill="currentColor" />
    </SvgIcon>
  );
}

export function IconPinterest(props: SocialIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2.5a9.5 9.5 0 0 0-3.5 18.3c-.1-.8-.2-1.9 0-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.8 0 1.2.6 1.2 1.4 0 .8-.5 2.1-.8 3.2-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3.1.1.1.2.1.3l-.3 1.2c0 .2-.2.2-.4.1-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A9.5 9.5 0 1 0 12 2.5Z" fill="currentColor" />
    </SvgIcon>
  );
}
