/* Outputs taken from PrismOptions.output_sink while they are made, so
 * that the driver never holds a big one whole (at 100k lines, MSL alone
 * is 73 MB). A small output stays in memory and is written in place, as
 * output_file.c does; a bigger one is written to a temporary file in the
 * target's directory as it comes, and renamed over the target once the
 * compile succeeded. A failed compile leaves its targets as they were. */
#define _XOPEN_SOURCE 700 /* realpath, mkstemp, fchmod */
#include "output_spool.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "driver.h"

void spool_init(OutputSpool *s, const char *target)
{
    memset(s, 0, sizeof *s);
    const char *slash = strrchr(target, '/');
    size_t n = slash ? (size_t)(slash - target) + 1 : 0;
    s->dir = malloc(n + 1);
    if (!s->dir)
        abort();
    memcpy(s->dir, target, n);
    s->dir[n] = 0;
}

static SpoolItem *item_for(OutputSpool *s, const char *entry, PrismTarget target)
{
    if (s->n && !s->items[s->n - 1].done)
        return &s->items[s->n - 1];
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 4;
        s->items = realloc(s->items, (size_t)s->cap * sizeof *s->items);
        if (!s->items)
            abort();
    }
    SpoolItem *it = &s->items[s->n++];
    memset(it, 0, sizeof *it);
    it->entry = strdup(entry);
    if (!it->entry)
        abort();
    it->target = target;
    it->fd = -1;
    return it;
}

/* The item's bytes so far move to a temporary file. */
static int to_temp(OutputSpool *s, SpoolItem *it)
{
    size_t n = strlen(s->dir);
    it->tmp = malloc(n + 16);
    if (!it->tmp)
        abort();
    memcpy(it->tmp, s->dir, n);
    strcpy(it->tmp + n, ".prism-XXXXXX");
    it->fd = mkstemp(it->tmp);
    if (it->fd < 0) {
        free(it->tmp);
        it->tmp = NULL;
        return -1;
    }
    int rc = output_fd_write_all(it->fd, it->mem, it->len);
    free(it->mem);
    it->mem = NULL;
    it->len = it->cap = 0;
    return rc;
}

void spool_sink(void *user, const char *entry, PrismTarget target, const unsigned char *data, size_t size)
{
    OutputSpool *s = user;
    SpoolItem *it = item_for(s, entry, target);
    if (!data) {
        it->done = true;
        return;
    }
    if (s->err)
        return;
    if (it->fd < 0 && it->len + size > SPOOL_IN_MEMORY && to_temp(s, it) != 0) {
        s->err = errno;
        return;
    }
    if (it->fd >= 0) {
        if (output_fd_write_all(it->fd, (const char *)data, size) != 0)
            s->err = errno;
        return;
    }
    if (it->len + size > it->cap) {
        it->cap = it->len + size > 2 * it->cap ? it->len + size : 2 * it->cap;
        it->mem = realloc(it->mem, it->cap);
        if (!it->mem)
            abort();
    }
    memcpy(it->mem + it->len, data, size);
    it->len += size;
}

/* A temporary file's bytes copied into path (not a regular file, or on
 * another file system): what output_file_write does, from the file. */
static int copy_into(SpoolItem *it, const char *path)
{
    int out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (out < 0 || lseek(it->fd, 0, SEEK_SET) != 0)
        return out >= 0 ? close(out), -1 : -1;
    char buf[1 << 16];
    ssize_t n;
    int rc = 0;
    while (rc == 0 && (n = read(it->fd, buf, sizeof buf)) != 0)
        rc = n < 0 ? (errno == EINTR ? 0 : -1) : output_fd_write_all(out, buf, (size_t)n);
    int saved = errno;
    if (close(out) != 0 && rc == 0)
        return -1;
    errno = saved;
    return rc;
}

int spool_commit(OutputSpool *s, int i, const char *path)
{
    SpoolItem *it = &s->items[i];
    if (s->err) {
        errno = s->err;
        return -1;
    }
    if (it->fd < 0)
        return output_file_write(path, it->mem ? it->mem : "", it->len);
    /* A link is followed: its target is what is replaced. */
    char *real = realpath(path, NULL);
    const char *dest = real ? real : path;
    struct stat st;
    int rc;
    if (stat(dest, &st) == 0 && !S_ISREG(st.st_mode)) {
        rc = copy_into(it, dest); /* a pipe, /dev/stdout: written as it is */
    } else {
        /* A new file gets the mode open(0666) would give it (the umask
         * is read this way: umask() would change it for every thread). */
        int made = stat(dest, &st) == 0 ? -1 : open(dest, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (made >= 0)
            close(made);
        rc = stat(dest, &st);
        if (rc == 0)
            rc = fchmod(it->fd, st.st_mode & 07777);
        if (rc == 0)
            rc = rename(it->tmp, dest);
        if (rc != 0 && errno == EXDEV)
            rc = copy_into(it, dest);
        else if (rc == 0) {
            free(it->tmp);
            it->tmp = NULL;
        }
    }
    int saved = errno;
    free(real);
    errno = saved;
    return rc;
}

void spool_free(OutputSpool *s)
{
    for (int i = 0; i < s->n; i++) {
        SpoolItem *it = &s->items[i];
        if (it->fd >= 0)
            close(it->fd);
        if (it->tmp)
            unlink(it->tmp);
        free(it->tmp);
        free(it->mem);
        free(it->entry);
    }
    free(s->items);
    free(s->dir);
    memset(s, 0, sizeof *s);
}
