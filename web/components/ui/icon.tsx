import {
  Award,
  BarChart3,
  Bot,
  Box,
  Brain,
  Calendar,
  CheckCircle2,
  Clapperboard,
  Clock,
  Cloud,
  Code2,
  Cpu,
  Database,
  Film,
  Globe,
  Handshake,
  Headphones,
  Heart,
  Image,
  Layers,
  LayoutTemplate,
  Lightbulb,
  Lock,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  Monitor,
  Network,
  PenTool,
  Plug,
  RefreshCw,
  Rocket,
  Search,
  Server,
  Settings,
  Shield,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Type,
  Users,
  Video,
  Wand2,
  Workflow,
  Wrench,
  Zap,
} from "lucide-react";

/** Icons by name, so content files stay plain, serialisable data. One set, one stroke width. */
export const icons = {
  award: Award,
  chart: BarChart3,
  bot: Bot,
  box: Box,
  brain: Brain,
  calendar: Calendar,
  check: CheckCircle2,
  clapperboard: Clapperboard,
  clock: Clock,
  cloud: Cloud,
  code: Code2,
  cpu: Cpu,
  database: Database,
  film: Film,
  globe: Globe,
  handshake: Handshake,
  headphones: Headphones,
  heart: Heart,
  image: Image,
  layers: Layers,
  layout: LayoutTemplate,
  lightbulb: Lightbulb,
  lock: Lock,
  megaphone: Megaphone,
  message: MessageCircle,
  monitor: Monitor,
  network: Network,
  pen: PenTool,
  plug: Plug,
  refresh: RefreshCw,
  rocket: Rocket,
  search: Search,
  server: Server,
  settings: Settings,
  shield: Shield,
  cart: ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  trending: TrendingUp,
  type: Type,
  users: Users,
  video: Video,
  wand: Wand2,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" strokeWidth={1.75} className={className} />;
}

/** A tinted square that holds a card's icon. */
export function IconTile({ name, tone = "light" }: { name: IconName; tone?: "light" | "dark" }) {
  return (
    <span
      className={`mb-5 inline-grid size-12 place-items-center rounded-xl ${
        tone === "dark" ? "bg-white/10 text-accent-300" : "bg-accent-50 text-accent-700"
      }`}
    >
      <Icon name={name} />
    </span>
  );
}
