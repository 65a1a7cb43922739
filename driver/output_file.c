/* Writing an output file in place.
 *
 * fopen(path, "wb") truncates an existing file to zero bytes first. On
 * ext4 (the default Linux file system) that arms its "replace by
 * truncate" heuristic (auto_da_alloc): closing the file starts writing
 * its data back at once, and the next truncate of the same file waits
 * for that write to finish. A build that recompiles a shader into the
 * same files pays it for every file, every time: about 0.2 ms a file on
 * a quiet machine, several ms on a busy one (docs/performance.md, "Output
 * files"). So an existing regular file is overwritten where it is and
 * then cut to the new length: the same inode, permissions, hard links and
 * symbolic link target as with fopen, and no forced write-back. A crash
 * in the middle leaves a partial file, as with fopen. Anything that is
 * not a regular file (a pipe, /dev/stdout) is written as it is. */
#include "driver.h"
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int output_fd_write_all(int fd, const char *data, size_t size)
{
    while (size > 0) {
        ssize_t n = write(fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return -1;
        data += n, size -= (size_t)n;
    }
    return 0;
}

int output_file_write(const char *path, const void *data, size_t size)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0)
        return -1;
    struct stat st;
    bool regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    bool ok = output_fd_write_all(fd, data, size) == 0;
    /* The old contents past the new end go; a non-regular file has no length. */
    if (ok && regular && st.st_size > (off_t)size)
        ok = ftruncate(fd, (off_t)size) == 0;
    int saved = errno;
    if (close(fd) != 0 && ok)
        return -1;
    errno = saved;
    return ok ? 0 : -1;
}
