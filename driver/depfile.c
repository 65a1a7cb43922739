/* Make-style dependency rules (-M, -MD, -MF), read by make and by ninja
 * (deps = gcc): "TARGET: INPUT INCLUDE...", as gcc -MD writes them. */
#include <stdlib.h>
#include <string.h>
#include "driver.h"

/* A path in make's syntax: spaces and '#' escaped with '\', '$' doubled
 * (GNU make's rules; ninja's depfile parser reads the same escapes). */
static size_t put_path(char *out, const char *path)
{
    size_t n = 0;
    for (const char *s = path; *s; s++) {
        if (*s == ' ' || *s == '#' || *s == '\t') {
            if (out)
                out[n] = '\\';
            n++;
        } else if (*s == '$') {
            if (out)
                out[n] = '$';
            n++;
        }
        if (out)
            out[n] = *s;
        n++;
    }
    return n;
}

/* Writes the rule into out (when not NULL); returns its length. Lines are
 * continued with " \" after each dependency, one per line. */
static size_t rule(char *out, const char *target, const PrismResult *r)
{
    size_t n = put_path(out, target);
    if (out)
        memcpy(out + n, ":", 1);
    n++;
    for (int i = 0; i < prism_dependency_count(r); i++) {
        static const char sep[] = " \\\n  ";
        const char *s = i ? sep : " ";
        size_t k = strlen(s);
        if (out)
            memcpy(out + n, s, k);
        n += k;
        n += put_path(out ? out + n : NULL, prism_dependency(r, i));
    }
    if (out)
        out[n] = '\n';
    return n + 1;
}

char *depfile_rule(const char *target, const PrismResult *r)
{
    size_t n = rule(NULL, target, r);
    char *p = malloc(n + 1);
    if (!p)
        abort();
    rule(p, target, r);
    p[n] = 0;
    return p;
}
