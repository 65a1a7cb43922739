/* Runs a check over every .hlsl file of tests/shaders, for the unit tests that
 * take the whole shader suite through one pipeline step (test_ir_clone,
 * test_ir_compact). check returns 1 when it did its work on the shader,
 * 0 when the shader does not apply, -1 on a failure (reported by CHECK). */
#ifndef PRISM_SHADER_DIR_UNIT_H
#define PRISM_SHADER_DIR_UNIT_H
#include <dirent.h>
#include "unit.h"

/* The number of shaders check did its work on; *total gets how many ran. */
static inline int unit_each_shader(int (*check)(const char *path, const char *src), int *total)
{
    int done = 0;
    *total = 0;
    DIR *d = opendir("tests/shaders");
    CHECK(d != NULL);
    if (!d)
        return 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".hlsl") != 0)
            continue;
        char path[512];
        snprintf(path, sizeof path, "tests/shaders/%s", e->d_name);
        char *src = unit_read_path(path);
        int r = src ? check(path, src) : 0;
        free(src);
        CHECK(r >= 0);
        done += r > 0;
        (*total)++;
    }
    closedir(d);
    return done;
}
#endif
