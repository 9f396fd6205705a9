import { getImage, type IGatsbyImageData, type ImageDataLike } from 'gatsby-plugin-image';

/** A picture of content/images/starter-kit, as the page query returns it. */
export interface KitImageNode {
  name: string;
  childImageSharp: ImageDataLike | null;
}

export interface KitImagesData {
  kitImages: { nodes: KitImageNode[] };
}

export type KitImages = ReadonlyMap<string, IGatsbyImageData>;

/** The processed pictures by file name (without extension). */
export function kitImagesByName(nodes: readonly KitImageNode[]): KitImages {
  const images = new Map<string, IGatsbyImageData>();
  for (const node of nodes) {
    const image = getImage(node.childImageSharp);
    if (image) images.set(node.name, image);
  }
  return images;
}
