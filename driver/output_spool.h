/* The outputs of one compile on their way to their files (output_spool.c). */
#ifndef PRISM_OUTPUT_SPOOL_H
#define PRISM_OUTPUT_SPOOL_H
#include <stdbool.h>
#include <stddef.h>
#include "../include/prism.h"

typedef struct SpoolItem {
    char *entry;
    PrismTarget target;
    char *mem;        /* the bytes while they are few */
    size_t len, cap;
    char *tmp;        /* else a temporary file beside the target */
    int fd;
    bool done;        /* its end marker came */
} SpoolItem;

typedef struct OutputSpool {
    char *dir;        /* where temporary files go: the -Fo target's directory */
    SpoolItem *items;
    int n, cap;
    int err;          /* errno of the first failure, 0 */
} OutputSpool;

/* Outputs up to this size are kept in memory and written in place
 * (output_file_write); bigger ones go to a temporary file. */
#define SPOOL_IN_MEMORY ((size_t)1 << 20)

/* For the outputs of a compile whose files go next to target. */
void spool_init(OutputSpool *s, const char *target);
/* PrismOptions.output_sink (user: the spool). */
void spool_sink(void *user, const char *entry, PrismTarget target, const unsigned char *data, size_t size);
/* Item i into path: a temporary file renamed over it (a symbolic link's
 * target is replaced, a file's mode kept), else written in place.
 * 0, or -1 with errno. */
int spool_commit(OutputSpool *s, int i, const char *path);
/* Frees the spool and removes the temporary files not committed. */
void spool_free(OutputSpool *s);

#endif
