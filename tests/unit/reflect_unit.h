/* What the reflection unit tests share: a check that the JSON holds a text. */
#ifndef PRISM_REFLECT_UNIT_H
#define PRISM_REFLECT_UNIT_H
#include <stdio.h>
#include <string.h>
#include "../../include/prism.h"

/* json has the text want (on one line of the document). */
static int has(PrismResult *r, const char *want)
{
    const char *json = r ? prism_reflection_json(r) : NULL;
    if (json && strstr(json, want))
        return 1;
    printf("  reflection lacks: %s\n%s\n", want, json ? json : "(none)");
    return 0;
}
#endif
