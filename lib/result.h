/* The PrismResult the API hands back: everything in it is malloc'd and
 * outlives the compilation's arena. */
#ifndef PRISM_RESULT_H
#define PRISM_RESULT_H
#include "../include/prism.h"
#include "../util/strbuf.h"

struct PrismResult {
    int success;
    PrismBlob *blobs;
    int num_blobs, cap_blobs;
    PrismDiagnostic *diags;
    char **diag_texts;      /* the formatted forms, with and without caret */
    char **diag_carets;
    int num_diags;
    char *dumps[5];         /* by bit position of PrismDump */
    char *reflection;       /* JSON */
    PrismEntryInfo *entries; /* the summary of each entry's reflection */
    int num_entries;
    char *time_report;
    char **deps;            /* prism_dependency */
    int num_deps;
};

void result_add_blob(PrismResult *r, const char *entry, PrismTarget target, StrBuf *data);

#endif
