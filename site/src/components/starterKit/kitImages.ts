import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { sharpImageData, type SharpImageNode } from '../../images/sharpImage';

/** A picture of content/images/starter-kit, as the page query returns it. */
export interface KitImageNode extends SharpImageNode {
  name: string;
}

export type KitImages = ReadonlyMap<string, IGatsbyImageData>;

/** The processed pictures by file name (without extension). */
export function kitImagesByName(nodes: readonly KitImageNode[]): KitImages {
  const images = new Map<string, IGatsbyImageData>();
  for (const node of nodes) {
    const image = sharpImageData(node);
    if (image) images.set(node.name, image);
  }
  return images;
}
