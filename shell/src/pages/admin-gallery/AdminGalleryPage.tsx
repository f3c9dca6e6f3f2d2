import { useQuery } from '@tanstack/react-query';
import { Badge, Card, CardContent, EmptyState, PageHeader, Skeleton, UiIcon, callApi, serverMessageOf } from '@il/ui';

/** §9: twelve skeleton cards while the images load. */
export const GALLERY_SKELETON_COUNT = 12;

export function AdminGalleryPage() {
  const images = useQuery({ queryKey: ['admin', 'images'], queryFn: () => callApi('adminImages') });

  return (
    <div className="gallery">
      <PageHeader eyebrow="Admin" title="Image Gallery" description="Every content card picture in the game, with its format and theme." />
      {images.isPending && (
        <div className="gallery__grid" role="status" aria-label="Loading images">
          {Array.from({ length: GALLERY_SKELETON_COUNT }, (_, index) => (
            <Card key={index} className="gallery__card" data-testid="gallery-skeleton">
              <Skeleton className="gallery__image" />
              <CardContent className="gallery__body">
                <Skeleton height={18} width="70%" />
                <Skeleton height={16} width="45%" />
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      {images.isError && (
        <EmptyState icon={<UiIcon name="alert" />} title="Failed to load images" description={serverMessageOf(images.error, 'The image service did not answer.')} />
      )}
      {images.isSuccess && images.data.images.length === 0 && (
        <EmptyState icon={<UiIcon name="image" />} title="No Images Found" description="No content card has a picture yet." />
      )}
      {images.isSuccess && images.data.images.length > 0 && (
        <ul className="gallery__grid">
          {images.data.images.map((image) => (
            <li key={image.id}>
              <Card className="gallery__card">
                <img className="gallery__image" src={image.imageData} alt={image.title} loading="lazy" />
                <CardContent className="gallery__body">
                  <p className="gallery__title">{image.title}</p>
                  <div className="gallery__badges">
                    <Badge variant="default">{image.contentType}</Badge>
                    {image.theme && <Badge variant="outline">{image.theme}</Badge>}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
