/* A render target as a PNG, as the suite's offloader writes one for
 * imgdiff (lib/Image/Image.cpp): 16 bits per channel, RGB or RGBA, each
 * value clamped to [0, 1] and scaled as ColorUtils::toInt does, the rows
 * bottom-up. No zlib: the image data is stored in uncompressed deflate
 * blocks (RFC 1951 3.2.4), which every PNG reader reads. */
#include "vkrun.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static uint32_t crc_table(uint32_t n)
{
    uint32_t c = n;
    for (int k = 0; k < 8; k++)
        c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    return c;
}

static uint32_t crc(uint32_t c, const unsigned char *p, size_t n)
{
    c ^= 0xffffffffu;
    for (size_t i = 0; i < n; i++)
        c = crc_table((c ^ p[i]) & 0xff) ^ (c >> 8);
    return c ^ 0xffffffffu;
}

static void be32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)(v >> 24), p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8), p[3] = (unsigned char)v;
}

static void chunk(FILE *f, const char *type, const unsigned char *data, size_t n)
{
    unsigned char h[8];
    be32(h, (uint32_t)n);
    memcpy(h + 4, type, 4);
    fwrite(h, 1, 8, f);
    fwrite(data, 1, n, f);
    uint32_t c = crc(crc(0, (const unsigned char *)type, 4), data, n);
    be32(h, c);
    fwrite(h, 1, 4, f);
}

static double channel(const struct vr_buffer *b, size_t texel, int c)
{
    const unsigned char *p = b->data[0] + texel * vr_texel_bytes(b) +
                             (size_t)c * vr_formats[b->format].bytes;
    if (b->format == VR_F_Float32) {
        float x;
        memcpy(&x, p, 4);
        return x;
    }
    uint64_t u = 0;
    memcpy(&u, p, vr_formats[b->format].bytes);
    double max = (double)((vr_formats[b->format].bytes >= 8) ? 18446744073709551615.0
                          : (double)((1ull << (8 * vr_formats[b->format].bytes)) - 1));
    return (double)u / max;
}

int vr_write_png(const struct vr_buffer *b, const char *path)
{
    uint32_t w = b->img.width, h = b->img.height;
    int ch = b->channels >= 4 ? 4 : 3;
    if (b->channels < 3 || (size_t)w * h * vr_texel_bytes(b) > b->size)
        return -1;
    size_t row = 1 + (size_t)w * ch * 2, raw_n = row * h;
    unsigned char *raw = malloc(raw_n), *z = malloc(raw_n + raw_n / 65535 * 5 + 64);
    FILE *f = fopen(path, "wb");
    if (!raw || !z || !f) {
        free(raw), free(z);
        if (f)
            fclose(f);
        return -1;
    }
    for (uint32_t y = 0; y < h; y++) {
        unsigned char *r = raw + (size_t)y * row;
        *r++ = 0; /* filter: none */
        for (uint32_t x = 0; x < w; x++)
            for (int c = 0; c < ch; c++) {
                double v = channel(b, (size_t)(h - 1 - y) * w + x, c);
                v = isnan(v) ? 0 : v < 0 ? 0 : v > 1 ? 1 : v;
                double q = floor(v * 65536.0);
                uint16_t s = (uint16_t)(q > 65535 ? 65535 : q);
                *r++ = (unsigned char)(s >> 8);
                *r++ = (unsigned char)s;
            }
    }
    size_t zn = 0;
    z[zn++] = 0x78, z[zn++] = 0x01;
    uint32_t a1 = 1, a2 = 0;
    for (size_t i = 0; i < raw_n; i++) {
        a1 = (a1 + raw[i]) % 65521;
        a2 = (a2 + a1) % 65521;
    }
    for (size_t off = 0; off < raw_n || off == 0;) {
        size_t n = raw_n - off > 65535 ? 65535 : raw_n - off;
        z[zn++] = off + n >= raw_n ? 1 : 0;
        z[zn++] = (unsigned char)n, z[zn++] = (unsigned char)(n >> 8);
        z[zn++] = (unsigned char)~n, z[zn++] = (unsigned char)(~n >> 8);
        memcpy(z + zn, raw + off, n);
        zn += n;
        off += n;
        if (!n)
            break;
    }
    be32(z + zn, (a2 << 16) | a1);
    zn += 4;
    static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    unsigned char ihdr[13];
    be32(ihdr, w);
    be32(ihdr + 4, h);
    ihdr[8] = 16, ihdr[9] = ch == 4 ? 6 : 2, ihdr[10] = ihdr[11] = ihdr[12] = 0;
    fwrite(sig, 1, 8, f);
    chunk(f, "IHDR", ihdr, 13);
    chunk(f, "IDAT", z, zn);
    chunk(f, "IEND", NULL, 0);
    free(raw), free(z);
    return fclose(f) == 0 ? 0 : -1;
}
