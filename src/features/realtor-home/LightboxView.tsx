'use client';

import Lightbox, { type Labels, type SlideImage } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

export interface LightboxViewProps {
  open: boolean;
  index: number;
  close: () => void;
  slides: SlideImage[];
  labels: Labels;
}

const COUNTER_PLUGINS = [Counter];

/**
 * Loaded on the first click of a gallery photo (GalleryLightbox). With more than one photo, the
 * corner says where the visitor is ("3 / 12"), as every listing site's gallery does; screen readers
 * hear it in each slide's label ("Photo 3 of 12").
 */
export function LightboxView({ open, index, close, slides, labels }: LightboxViewProps) {
  return (
    <Lightbox
      open={open}
      index={index}
      close={close}
      slides={slides}
      labels={labels}
      plugins={slides.length > 1 ? COUNTER_PLUGINS : []}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
