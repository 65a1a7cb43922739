/* The arena every allocation of a run comes from, and file I/O. */
#include "vkrun.h"

#include <stdlib.h>
#include <string.h>

struct vr_chunk {
    struct vr_chunk *next;
    max_align_t data[];
};

void *vr_alloc(struct vr_arena *a, size_t n)
{
    struct vr_chunk *c = calloc(1, sizeof *c + n);
    if (!c) {
        fprintf(stderr, "vkrun: out of memory\n");
        exit(VR_BAD);
    }
    c->next = a->head;
    a->head = c;
    return c->data;
}

char *vr_strndup(struct vr_arena *a, const char *s, size_t n)
{
    char *p = vr_alloc(a, n + 1);
    memcpy(p, s, n);
    return p;
}

char *vr_strdup(struct vr_arena *a, const char *s)
{
    return vr_strndup(a, s, strlen(s));
}

void vr_arena_free(struct vr_arena *a)
{
    while (a->head) {
        struct vr_chunk *c = a->head;
        a->head = c->next;
        free(c);
    }
}

char *vr_read_file(struct vr_arena *a, const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *bigger = realloc(buf, cap *= 2);
            if (!bigger)
                free(buf);
            buf = bigger;
        }
    }
    fclose(f);
    if (!buf)
        return NULL;
    char *out = vr_strndup(a, buf, n);
    free(buf);
    if (len)
        *len = n;
    return out;
}

int vr_write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    size_t put = fwrite(data, 1, len, f);
    return (fclose(f) == 0 && put == len) ? 0 : -1;
}
