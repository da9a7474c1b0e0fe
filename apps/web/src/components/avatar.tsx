import { AVATARS } from "@ecos/contracts/constants";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

export const AVATAR_COUNT = AVATARS.length;

type HairStyle = "sidePart" | "long" | "fade" | "curly" | "puffs" | "bald" | "hijab" | "quiff" | "bun" | "bob";
type Accessory =
  | "stethoscope"
  | "earrings"
  | "hoops"
  | "roundGlasses"
  | "squareGlasses"
  | "beard"
  | "mustache"
  | "freckles"
  | "noseRing";

interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  background: string;
  /** Shirt colour; with `coat` it is the shirt under a white coat. */
  shirt: string;
  coat?: boolean;
  mouth: "smile" | "grin";
  accessories: readonly Accessory[];
}

const look = (
  skin: string,
  hair: string,
  hairStyle: HairStyle,
  background: string,
  shirt: string,
  mouth: Look["mouth"],
  accessories: readonly Accessory[],
  coat = false,
): Look => ({ skin, hair, hairStyle, background, shirt, mouth, accessories, coat });

/** Ten distinct faces following the spec's distribution (AVATARS in @ecos/contracts). */
const LOOKS: Record<number, Look> = {
  // id: look(skin, hair, hair style, background, shirt, mouth, accessories, white coat)
  1: look("#f5cfb3", "#6b4226", "sidePart", "#99f6e4", "#0f766e", "smile", ["stethoscope"], true),
  2: look("#e0ac69", "#2b1b14", "long", "#fbcfe8", "#be185d", "grin", ["earrings"]),
  3: look("#d9a066", "#7c3aed", "bob", "#fde68a", "#4338ca", "smile", ["roundGlasses"]),
  4: look("#8d5524", "#1c1917", "fade", "#bae6fd", "#0369a1", "smile", ["beard", "squareGlasses"]),
  5: look("#fbe3d3", "#c2410c", "curly", "#d9f99d", "#15803d", "grin", ["freckles"]),
  6: look("#5c3a21", "#1c1917", "puffs", "#ddd6fe", "#d97706", "grin", ["hoops"]),
  7: look("#e8b894", "#9ca3af", "bald", "#c7d2fe", "#1e3a8a", "smile", ["beard", "squareGlasses", "stethoscope"], true),
  8: look("#c68642", "#0d9488", "hijab", "#fed7aa", "#134e4a", "grin", []),
  9: look("#f1c27d", "#111827", "quiff", "#a7f3d0", "#b91c1c", "smile", ["mustache"]),
  10: look("#a86b3c", "#e5c07b", "bun", "#fef08a", "#7c2d12", "smile", ["noseRing", "earrings"]),
};

const INK = "#1e293b";
const SHADE = "rgba(0,0,0,0.18)";
const GOLD = "#eab308";

/** Hair drawn behind the head (long hair, buns, volume). */
function hairBack(style: HairStyle, color: string): ReactNode {
  switch (style) {
    case "long":
      return <path d="M18 30C17 15 24 10.5 32 10.5S47 15 46 30l1.5 22c-5 3-25.5 3-31 0z" fill={color} />;
    case "puffs":
      return (
        <>
          <circle cx="18.5" cy="16" r="7.5" fill={color} />
          <circle cx="45.5" cy="16" r="7.5" fill={color} />
        </>
      );
    case "bun":
      return <circle cx="32" cy="10" r="6" fill={color} />;
    case "bob":
      return <path d="M17 31C16 17 24 11.5 32 11.5S48 17 47 31l.5 10.5c-4 2.5-27 2.5-31 0z" fill={color} />;
    case "hijab":
      return (
        <path d="M14.5 36C13.5 18 22 9 32 9s18.5 9 17.5 27c1 9-4 15-10 18.5H24.5c-6-3.5-11-9.5-10-18.5z" fill={color} />
      );
    default:
      return null;
  }
}

/** Hair drawn over the head (fringe, cap, curls). */
function hairFront(style: HairStyle, color: string): ReactNode {
  switch (style) {
    case "sidePart":
      return (
        <path
          d="M19 28C18 17 25 12 33 12s13.5 5.5 12.2 16c-1.2-5-4.2-8.5-8.2-9.5-4 2.5-11 4.5-16.5 5-.7 1.5-1.2 3-1.5 4.5z"
          fill={color}
        />
      );
    case "long":
      return (
        <path
          d="M19.5 30C19 18 25 13.5 32 13.5S45 18 44.5 30c-1.5-7-6.5-11-13.5-11.5-4 3-8 5.5-11.5 11.5z"
          fill={color}
        />
      );
    case "fade":
      return <path d="M19.5 27C19 17 25 13 32 13s13 4 12.5 14c-1-5-4.5-8.5-12.5-8.5S20.5 22 19.5 27z" fill={color} />;
    case "curly":
      return (
        <g fill={color}>
          {[
            [20.5, 25, 4],
            [22.5, 19.5, 4.5],
            [27, 15.5, 5],
            [32.5, 14, 5],
            [38, 15.5, 5],
            [42, 19.5, 4.5],
            [43.5, 25, 4],
          ].map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
          ))}
        </g>
      );
    case "puffs":
    case "bun":
      return <path d="M19.4 28C19 17 25 13 32 13s13 4 12.6 15c-1.6-6-6.6-8.5-12.6-8.5S21 22 19.4 28z" fill={color} />;
    case "bald":
      return (
        <g fill={color}>
          <path d="M19.3 33c-.6-6 .4-9.5 2.7-11.5l.5 11z" />
          <path d="M44.7 33c.6-6-.4-9.5-2.7-11.5l-.5 11z" />
        </g>
      );
    case "hijab":
      return (
        <path
          d="M19.5 29C19.5 17.5 25 13.5 32 13.5s12.5 4 12.5 15.5c-2.5-6.5-7.5-9.5-12.5-9.5s-10 3-12.5 9.5z"
          fill={color}
        />
      );
    case "quiff":
      return (
        <path
          d="M19.2 28C18 19 22 14 28 12.5c2-3.5 9-4 13-1.5 4 2.5 5.5 8 4 17-1-5-3-8-6-9-6 1-13 1-17.5 2.5-1.2 2-1.9 4-2.3 6.5z"
          fill={color}
        />
      );
    case "bob":
      return <path d="M19.4 26C19 16.5 25 12.5 32 12.5s13 4 12.6 13.5c-4.6-2.5-20.6-2.5-25.2 0z" fill={color} />;
    default:
      return null;
  }
}

function Accessories({ look }: { look: Look }) {
  const has = (accessory: Accessory) => look.accessories.includes(accessory);
  const frame = { fill: "rgba(255,255,255,0.25)", stroke: INK, strokeWidth: 1.3 };
  return (
    <>
      {has("freckles") ? (
        <g fill="#c2410c" opacity="0.45">
          {[
            [24, 34],
            [26, 35.3],
            [23.6, 36.4],
            [40, 34],
            [38, 35.3],
            [40.4, 36.4],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="0.7" />
          ))}
        </g>
      ) : null}
      {has("roundGlasses") ? (
        <g {...frame}>
          <circle cx="27" cy="30" r="3.8" />
          <circle cx="37" cy="30" r="3.8" />
          <path d="M30.8 29.6q1.2-1 2.4 0M23.2 29.4l-3.4-1M40.8 29.4l3.4-1" fill="none" />
        </g>
      ) : null}
      {has("squareGlasses") ? (
        <g {...frame}>
          <rect x="22.5" y="27" width="9" height="6.2" rx="1.8" />
          <rect x="32.5" y="27" width="9" height="6.2" rx="1.8" />
          <path d="M31.5 29.2h1M22.5 29l-2.8-.8M41.5 29l2.8-.8" fill="none" />
        </g>
      ) : null}
      {has("earrings") ? (
        <g fill={GOLD}>
          <circle cx="19.5" cy="34.6" r="1.3" />
          <circle cx="44.5" cy="34.6" r="1.3" />
        </g>
      ) : null}
      {has("hoops") ? (
        <g fill="none" stroke={GOLD} strokeWidth="1.2">
          <circle cx="19.3" cy="36" r="2.4" />
          <circle cx="44.7" cy="36" r="2.4" />
        </g>
      ) : null}
      {has("noseRing") ? <circle cx="33.6" cy="34.6" r="1.1" fill="none" stroke={GOLD} strokeWidth="0.8" /> : null}
      {has("stethoscope") ? (
        <g fill="none" stroke="#334155" strokeWidth="1.6" strokeLinecap="round">
          <path d="M25.5 47.5c-2 7 1 11.5 5.5 11.5M38.5 47.5c2 7-1 11.5-5.5 11.5" />
          <circle cx="32" cy="59" r="2" fill="#94a3b8" />
        </g>
      ) : null}
    </>
  );
}

function Face({ look }: { look: Look }) {
  const brow = look.hairStyle === "hijab" ? "#1c1917" : look.hairStyle === "bald" ? "#6b7280" : look.hair;
  const facialHair = look.hairStyle === "bald" ? "#d1d5db" : look.hair;
  return (
    <>
      {look.accessories.includes("beard") ? (
        <path
          d="M19.8 31c0 11.5 5.5 15.5 12.2 15.5S44.2 42.5 44.2 31c-1.5 5.5-4 9-7.2 8.7-2.2-1.6-7.8-1.6-10 0-3.2.3-5.7-3.2-7.2-8.7z"
          fill={facialHair}
        />
      ) : null}
      <g fill="none" stroke={brow} strokeWidth="1.4" strokeLinecap="round">
        <path d="M24.3 25.8q2.7-1.5 5.2-.3M34.5 25.5q2.5-1.2 5.2.3" />
      </g>
      <g fill={INK}>
        <ellipse cx="27" cy="30" rx="1.5" ry="1.8" />
        <ellipse cx="37" cy="30" rx="1.5" ry="1.8" />
      </g>
      <g fill="#fff">
        <circle cx="27.5" cy="29.4" r="0.5" />
        <circle cx="37.5" cy="29.4" r="0.5" />
      </g>
      <path d="M32 30.5q-1.2 3.8.9 4.3" fill="none" stroke={SHADE} strokeWidth="1.2" strokeLinecap="round" />
      <g fill="#f43f5e" opacity="0.18">
        <circle cx="24" cy="35" r="2.2" />
        <circle cx="40" cy="35" r="2.2" />
      </g>
      {look.mouth === "grin" ? (
        <g>
          <path d="M28.2 37.6q3.8 5 7.6 0z" fill="#9f1239" />
          <path d="M29 37.8h6l-.4.9h-5.2z" fill="#fff" />
        </g>
      ) : (
        <path d="M28.6 38q3.4 2.8 6.8 0" fill="none" stroke="#7f1d1d" strokeWidth="1.4" strokeLinecap="round" />
      )}
      {look.accessories.includes("mustache") ? (
        <path
          d="M27.2 37.4c1.6-2.6 4-2.2 4.8-1.2.8-1 3.2-1.4 4.8 1.2-1.8-.6-3.4-.4-4.8.3-1.4-.7-3-.9-4.8-.3z"
          fill={look.hair}
        />
      ) : null}
    </>
  );
}

interface AvatarProps {
  /** Avatar id from 1 to 10; anything else shows avatar 1. */
  id: number | null | undefined;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

/** One of the ten illustrated avatars (inline SVG, round, labelled "Avatar N"). */
export function Avatar({ id, size = 48, className }: AvatarProps) {
  const clipId = useId();
  const avatarId = id !== null && id !== undefined && LOOKS[id] ? id : 1;
  const look = LOOKS[avatarId] ?? (LOOKS[1] as Look);
  const covered = look.hairStyle === "hijab";
  return (
    <svg
      role="img"
      aria-label={`Avatar ${avatarId}`}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={cn("shrink-0 rounded-full", className)}
    >
      <defs>
        <clipPath id={clipId}>
          <circle cx="32" cy="32" r="32" />
        </clipPath>
      </defs>
      <circle cx="32" cy="32" r="32" fill={look.background} />
      <g clipPath={`url(#${clipId})`}>
        {covered ? null : hairBack(look.hairStyle, look.hair)}
        <rect x="27.5" y="38" width="9" height="11" fill={look.skin} />
        <rect x="27.5" y="38" width="9" height="4" fill={SHADE} />
        <path d="M8 64c1-11 10-16.5 24-16.5S55 53 56 64z" fill={look.coat ? "#f8fafc" : look.shirt} />
        {look.coat ? (
          <>
            <path d="M26 47.8 32 58l6-10.2c-2-.3-4-.3-6-.3s-4 0-6 .3z" fill={look.shirt} />
            <path d="M26 47.8 32 58l-4 6M38 47.8 32 58l4 6" fill="none" stroke="#cbd5e1" strokeWidth="1" />
          </>
        ) : (
          <path d="M27 47.8q5 7 10 0z" fill={look.skin} />
        )}
        {covered ? hairBack(look.hairStyle, look.hair) : null}
        {covered ? null : (
          <g fill={look.skin}>
            <ellipse cx="19.6" cy="30.5" rx="2.6" ry="3.6" />
            <ellipse cx="44.4" cy="30.5" rx="2.6" ry="3.6" />
          </g>
        )}
        <ellipse cx="32" cy="29.5" rx="12.5" ry="14.5" fill={look.skin} />
        {look.hairStyle === "bald" ? <ellipse cx="27" cy="18.5" rx="4" ry="2" fill="#fff" opacity="0.35" /> : null}
        {hairFront(look.hairStyle, look.hair)}
        <Face look={look} />
        <Accessories look={look} />
      </g>
    </svg>
  );
}
