/** Six guest reviews for the home page (docs/REQUIREMENTS.md §3 "Testimonial"). Names, dates and texts are in messages/HomePage.testimonials. */
import type { ImageId } from './images';

export const TESTIMONIAL_MAX_RATING = 5;

export type TestimonialKey = 't1' | 't2' | 't3' | 't4' | 't5' | 't6';

export interface Testimonial {
  key: TestimonialKey;
  avatar: ImageId;
  /** Whole stars out of TESTIMONIAL_MAX_RATING; every review the spec shows has five. */
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { key: 't1', avatar: 'avatar-1', rating: 5 },
  { key: 't2', avatar: 'avatar-3', rating: 5 },
  { key: 't3', avatar: 'avatar-2', rating: 5 },
  { key: 't4', avatar: 'avatar-6', rating: 5 },
  { key: 't5', avatar: 'avatar-5', rating: 5 },
  { key: 't6', avatar: 'avatar-4', rating: 5 },
];
