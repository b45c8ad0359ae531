// Screen kinds of the photo area and the outcomes each can emit (pure data).
export const photoScreenOutcomes = {
  photos: ['next'], // /commission/photos: NEXT, with every required photo or a reason for the missing ones
} as const satisfies Record<string, readonly string[]>;
