import {
  Activity,
  AlarmSmoke,
  Armchair,
  BicepsFlexed,
  Briefcase,
  Building2,
  Camera,
  ChefHat,
  Clapperboard,
  Clock,
  Coffee,
  Cookie,
  CupSoda,
  Dices,
  Disc3,
  Dog,
  Droplets,
  Dumbbell,
  FlaskConical,
  Flame,
  Footprints,
  Gamepad2,
  Gem,
  Gift,
  Glasses,
  HandHeart,
  Heart,
  HeartCrack,
  HeartHandshake,
  House,
  Image,
  Lamp,
  Laugh,
  Leaf,
  ListOrdered,
  Lock,
  Luggage,
  Mail,
  Medal,
  Megaphone,
  MessageCircle,
  MessageCircleQuestionMark,
  Mic,
  MicVocal,
  Moon,
  Music,
  Package,
  Paintbrush,
  Pause,
  PawPrint,
  PhoneCall,
  Plane,
  Popcorn,
  Rocket,
  Sailboat,
  Salad,
  Scale,
  ScanFace,
  Shirt,
  ShoppingBag,
  ShoppingCart,
  Smartphone,
  Sofa,
  Soup,
  Sparkles,
  Speaker,
  Star,
  Sun,
  Sunrise,
  Sunset,
  Tag,
  Target,
  ThumbsUp,
  Timer,
  TreePalm,
  Trophy,
  Tv,
  Users,
  Utensils,
  UtensilsCrossed,
  Video,
  Vote,
  WandSparkles,
  Waves,
  Wine,
  Zap,
  type IconNode,
} from 'lucide';

/**
 * What each card's picture shows: the thing at the heart of its story (the hero, drawn large) and two
 * props beside it, as lucide line drawings. The shipped catalog has a story per card; a card of a
 * later catalog without one gets its theme's.
 */
export interface CardStory {
  hero: IconNode;
  props: readonly [IconNode, IconNode];
}

const story = (hero: IconNode, left: IconNode, right: IconNode): CardStory => ({ hero, props: [left, right] });

export const CARD_STORIES: Readonly<Record<number, CardStory>> = {
  101: story(Sun, Smartphone, Sparkles), // Golden Hour Selfie
  102: story(Dumbbell, BicepsFlexed, Timer), // Gym Mirror Flex
  103: story(ShoppingBag, Gem, Tag), // Designer Haul Flat Lay
  104: story(Salad, Wine, Users), // Brunch Table Spread
  105: story(ScanFace, Droplets, Sun), // Makeup-Free Monday
  106: story(TreePalm, Heart, Image), // Throwback Villa Photo
  107: story(Waves, Sailboat, Sun), // Poolside Bikini Shoot
  108: story(Dog, Heart, House), // Rescue Puppy Cuddles
  109: story(HeartCrack, Coffee, Coffee), // Cryptic Breakup Pic
  110: story(Star, Camera, Sparkles), // Red Carpet Arrival
  111: story(Medal, Footprints, HandHeart), // Charity Run Finish Line
  201: story(Coffee, MessageCircleQuestionMark, Sunrise), // Morning Routine Q&A
  202: story(Clock, Mail, CupSoda), // Day-in-the-Life Snippets
  203: story(Vote, UtensilsCrossed, Flame), // Poll: Who Was Right?
  204: story(ShoppingCart, ListOrdered, Cookie), // Grocery Haul Tier List
  205: story(Moon, Mic, Lock), // Late-Night Confession
  206: story(Shirt, ThumbsUp, Sparkles), // Outfit Check Before the Party
  207: story(FlaskConical, Droplets, Sparkles), // Skincare Shelf Tour
  208: story(Plane, Luggage, Armchair), // Airport Lounge Check-In
  209: story(Music, Glasses, HeartCrack), // Subtle Shade at an Ex
  210: story(MessageCircleQuestionMark, TreePalm, Lock), // Ask Me Anything: Villa Secrets
  211: story(Rocket, Timer, Gift), // Countdown to the Launch
  301: story(Paintbrush, Sparkles, MessageCircle), // Get Ready With Me
  302: story(Music, Footprints, Laugh), // Dance Trend Attempt
  303: story(HeartHandshake, Users, Lamp), // Storytime: The Recoupling
  304: story(Building2, Gem, Sofa), // Luxury Apartment Tour
  305: story(PhoneCall, Laugh, HeartCrack), // Prank on My Co-Star
  306: story(Timer, Dumbbell, PawPrint), // Five-Minute Home Workout
  307: story(Tv, Laugh, Pause), // Reacting to My Old Episodes
  308: story(ChefHat, Soup, Star), // Taste Test: Fans' Recipes
  309: story(Megaphone, Clapperboard, Scale), // Calling Out the Producers
  310: story(Sunset, TreePalm, Music), // Mini Vlog: Weekend in Ibiza
  311: story(Package, Gift, Tag), // Unboxing a Mystery Sponsor Box
  401: story(CupSoda, MessageCircle, Leaf), // Sunday Chill Live Q&A
  402: story(ChefHat, Flame, AlarmSmoke), // Live Cooking Disaster
  403: story(Dices, Moon, Smartphone), // Late-Night Truth or Dare
  404: story(HeartHandshake, Clock, Target), // Charity Stream Marathon
  405: story(Tv, Popcorn, Pause), // Live Reunion Watch Party
  406: story(Activity, Dumbbell, Users), // Live Workout Challenge
  407: story(Megaphone, Zap, MicVocal), // Unfiltered Rant Session
  408: story(Trophy, Star, Camera), // Backstage at the Awards
  409: story(WandSparkles, Video, Sparkles), // Live Makeover of a Fan
  410: story(Gamepad2, Users, Trophy), // Gaming Night With the Cast
  411: story(Speaker, Wine, Disc3), // Live From the Club VIP Booth
};

/** A theme's look: its hue, the horizon of its scene and the motif scattered over the sky. */
export interface ThemeLook {
  hue: number;
  horizon: 'hills' | 'waves' | 'skyline';
  motif: IconNode;
  story: CardStory;
}

export const THEME_LOOKS: Readonly<Record<string, ThemeLook>> = {
  lifestyle: { hue: 40, horizon: 'hills', motif: Sun, story: story(Sun, Coffee, Sparkles) },
  fitness: { hue: 140, horizon: 'hills', motif: Dumbbell, story: story(Dumbbell, Activity, Timer) },
  fashion: { hue: 300, horizon: 'skyline', motif: Shirt, story: story(Shirt, ShoppingBag, Sparkles) },
  food: { hue: 90, horizon: 'hills', motif: Utensils, story: story(Utensils, Salad, Wine) },
  beauty: { hue: 345, horizon: 'hills', motif: Sparkles, story: story(Sparkles, Droplets, Paintbrush) },
  reunion: { hue: 190, horizon: 'waves', motif: TreePalm, story: story(TreePalm, Users, Heart) },
  travel: { hue: 200, horizon: 'waves', motif: Plane, story: story(Plane, Luggage, Sun) },
  pets: { hue: 30, horizon: 'hills', motif: PawPrint, story: story(Dog, PawPrint, Heart) },
  drama: { hue: 280, horizon: 'skyline', motif: HeartCrack, story: story(HeartCrack, Flame, MessageCircle) },
  charity: { hue: 350, horizon: 'hills', motif: HandHeart, story: story(HandHeart, Heart, Target) },
  behind_the_scenes: { hue: 220, horizon: 'skyline', motif: Clapperboard, story: story(Clapperboard, Camera, Star) },
  business: { hue: 210, horizon: 'skyline', motif: Briefcase, story: story(Briefcase, Package, Rocket) },
  comedy: { hue: 55, horizon: 'hills', motif: Laugh, story: story(Laugh, Music, Sparkles) },
  gaming: { hue: 250, horizon: 'skyline', motif: Gamepad2, story: story(Gamepad2, Trophy, Zap) },
  nightlife: { hue: 270, horizon: 'skyline', motif: Disc3, story: story(Disc3, Wine, Music) },
};

export const FALLBACK_LOOK: ThemeLook = { hue: 320, horizon: 'hills', motif: Sparkles, story: story(Sparkles, Star, Heart) };
