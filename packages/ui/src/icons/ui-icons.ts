// The icons of the shared frame (sidebar, guard, menu) and of the shell's screens: one import per
// icon, in a chunk of its own that UiIcon loads after the first screen is on (see UiIcon.tsx).
import Ban from 'lucide-react/icons/ban';
import Bell from 'lucide-react/icons/bell';
import Bug from 'lucide-react/icons/bug';
import Camera from 'lucide-react/icons/camera';
import ChartColumn from 'lucide-react/icons/chart-column';
import Clapperboard from 'lucide-react/icons/clapperboard';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import IdCard from 'lucide-react/icons/id-card';
import Image from 'lucide-react/icons/image';
import Link from 'lucide-react/icons/link';
import Lock from 'lucide-react/icons/lock';
import Menu from 'lucide-react/icons/menu';
import MessageCircle from 'lucide-react/icons/message-circle';
import Newspaper from 'lucide-react/icons/newspaper';
import Repeat2 from 'lucide-react/icons/repeat-2';
import Siren from 'lucide-react/icons/siren';
import Star from 'lucide-react/icons/star';
import Target from 'lucide-react/icons/target';
import TreePalm from 'lucide-react/icons/tree-palm';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Trophy from 'lucide-react/icons/trophy';
import User from 'lucide-react/icons/user';
import WifiOff from 'lucide-react/icons/wifi-off';
import X from 'lucide-react/icons/x';

export const UI_ICONS = {
  alert: TriangleAlert,
  ban: Ban,
  bell: Bell,
  broken: Bug,
  camera: Camera,
  chart: ChartColumn,
  clapperboard: Clapperboard,
  close: X,
  handshake: Handshake,
  heart: Heart,
  home: House,
  'id-card': IdCard,
  image: Image,
  link: Link,
  lock: Lock,
  menu: Menu,
  message: MessageCircle,
  newspaper: Newspaper,
  offline: WifiOff,
  palm: TreePalm,
  repost: Repeat2,
  siren: Siren,
  star: Star,
  target: Target,
  trophy: Trophy,
  user: User,
} as const;

export type UiIconName = keyof typeof UI_ICONS;
