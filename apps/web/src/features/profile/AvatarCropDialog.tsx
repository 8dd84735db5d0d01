import { ActionIcon, Alert, Box, Button, Group, Modal, Progress, Slider, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop'
import 'react-easy-crop/react-easy-crop.css'
import type { AvatarCrop } from '@portal/contracts'
import { errorMessage, isApiError } from '../../lib/errors'
import { useUploadAvatar } from './avatar-api'

const MIN_ZOOM = 1
const MAX_ZOOM = 4
const ZOOM_STEP = 0.25
const CROP_HELP_ID = 'avatar-crop-help'
/** Spec 1 §9 UI defaults. */
const MODAL_TRANSITION = { duration: 300 }
const OVERLAY_TRANSITION = { duration: 150 }

/** The object URL of the chosen file, revoked when the dialog closes. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const created = URL.createObjectURL(file)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [file])
  return url
}

/**
 * The cropper's rectangle in source pixels, made whole, square and inside the image: the cropper
 * rounds, and the server refuses anything else.
 */
function toSquareCrop(area: Area, media: MediaSize | null): AvatarCrop {
  const naturalWidth = media?.naturalWidth ?? Number.POSITIVE_INFINITY
  const naturalHeight = media?.naturalHeight ?? Number.POSITIVE_INFINITY
  const side = Math.max(1, Math.floor(Math.min(area.width, area.height, naturalWidth, naturalHeight)))
  const x = Math.max(0, Math.min(Math.round(area.x), naturalWidth - side))
  const y = Math.max(0, Math.min(Math.round(area.y), naturalHeight - side))
  return { x, y, width: side, height: side }
}

/** What the server said about the upload: its field messages (file, crop), or its message. */
function uploadErrors(error: unknown): string[] {
  if (isApiError(error) && error.body.errors) return Object.values(error.body.errors).flat()
  return [errorMessage(error)]
}

/** The crop dialog (spec 1 §2.6, §5): a square crop (aspect 1) of the chosen photo, then the upload. */
export function AvatarCropDialog({ file, onClose }: { file: File; onClose: () => void }) {
  const imageUrl = useObjectUrl(file)
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(MIN_ZOOM)
  const [area, setArea] = useState<Area | null>(null)
  const [media, setMedia] = useState<MediaSize | null>(null)
  const [progress, setProgress] = useState(0)
  const upload = useUploadAvatar()

  const changeZoom = (next: number) => setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, next)))
  const save = () => {
    if (!area) return
    setProgress(0)
    upload.mutate({ file, crop: toSquareCrop(area, media), onProgress: setProgress }, { onSuccess: onClose })
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title="Crop your photo"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={!upload.isPending}
      closeOnEscape={!upload.isPending}
      transitionProps={MODAL_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" id={CROP_HELP_ID}>
          Drag the photo or use the arrow keys to move it; zoom to choose the square that will be your photo.
        </Text>
        <Box pos="relative" h={320} bg="gray.9" data-testid="avatar-cropper">
          {imageUrl && (
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="rect"
              showGrid
              disableAutomaticStylesInjection
              onCropChange={setCrop}
              onZoomChange={changeZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={setMedia}
              mediaProps={{ alt: 'The photo to crop' }}
              // The crop area takes focus and moves the photo with the arrow keys.
              cropperProps={{ role: 'group', 'aria-label': 'Crop area', 'aria-describedby': CROP_HELP_ID }}
            />
          )}
        </Box>
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Zoom out"
            onClick={() => changeZoom(zoom - ZOOM_STEP)}
            disabled={zoom <= MIN_ZOOM}
          >
            −
          </ActionIcon>
          <Slider
            flex={1}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.01}
            value={zoom}
            onChange={changeZoom}
            label={null}
            thumbLabel="Zoom"
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Zoom in"
            onClick={() => changeZoom(zoom + ZOOM_STEP)}
            disabled={zoom >= MAX_ZOOM}
          >
            +
          </ActionIcon>
        </Group>
        {upload.isPending && <Progress value={progress} aria-label="Upload progress" animated />}
        {upload.isError && (
          <Alert color="red" title="The photo was not saved" role="alert">
            {uploadErrors(upload.error).map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button onClick={save} loading={upload.isPending} disabled={!area}>
            Save photo
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
