'use client';

import Lightbox, { type Labels, type SlideImage } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

export interface LightboxViewProps {
  open: boolean;
  index: number;
  close: () => void;
  slides: SlideImage[];
  labels: Labels;
}

/** Loaded on the first click of a gallery photo (GalleryLightbox). */
export function LightboxView({ open, index, close, slides, labels }: LightboxViewProps) {
  return <Lightbox open={open} index={index} close={close} slides={slides} labels={labels} controller={{ closeOnBackdropClick: true }} />;
}
