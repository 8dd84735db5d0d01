import type { UploadContentType } from '@portal/contracts'

/**
 * The type of a file recognised from its first bytes (its signature), or null when it is none of
 * the types the portal accepts. A file's name and declared type are the sender's to choose, so
 * neither is trusted; what is stored and served is the type its bytes say.
 */
export function sniffContentType(data: Uint8Array): UploadContentType | null {
  const startsWith = (signature: number[], offset = 0) =>
    data.length >= offset + signature.length && signature.every((byte, index) => data[offset + index] === byte)
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf' // %PDF-
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}
