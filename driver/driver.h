/* The prism command: its parsed command line (args.c), shared with main.c. */
#ifndef PRISM_DRIVER_H
#define PRISM_DRIVER_H
#include <stdbool.h>
#include <stdio.h>
#include "../include/prism.h"

typedef struct Args {
    PrismOptions o;
    const char *input, *output, *reflect;
    const char *disassembly;   /* -Fc FILE */
    const char *depfile;       /* -MF FILE, or NULL */
    bool write_deps;           /* -MD or -MF: a make-style depfile */
    bool print_deps;           /* -M: the dependency rule on stdout, no compilation output */
    bool zi, spv_debug;        /* -Zi, -fspv-debug= given */
    const char **defines, **undefines, **includes, **no_warn, **extensions;
    int ndef, nundef, ninc, nno_warn, next;
    const char **yes_warn;     /* -WNAME: warnings off by default, turned on */
    int nyes_warn;
    struct PrismBindingShift *shifts;
    int nshifts;
    struct PrismRegisterBinding *reg_bindings;
    int nreg_bindings;
    long max_id;               /* -fspv-max-id N, or 0 */
    bool print_all;            /* -fspv-print-all: each SPIR-V module's disassembly to stderr */
} Args;

/* Fills a from the command line. Returns 0, or the exit status (2, having
 * printed why; 0 after --help / --version with *done set). */
int args_parse(Args *a, int argc, char **argv, bool *done);
void args_free(Args *a);

/* DXC's SPIR-V flags of args_spirv.c: *matched when argv[*i] is one (and
 * *i past its values). Returns 0 or the exit status (2). */
int args_spirv_flag(Args *a, int argc, char **argv, int *i, bool *matched);
/* -fspv-max-id against a module's id bound: 0, or 1 having said why. */
int args_check_max_id(FILE *err, const Args *a, const char *entry, const void *spirv, size_t size);

/* "out: in dep1 dep2\n" (make's syntax, spaces escaped), for the result's
 * dependencies. Returns a malloc'd string. */
char *depfile_rule(const char *target, const PrismResult *r);

/* Where one compile's output goes: the process's streams, or a job's
 * buffers (jobs.c), printed in job order. *_tty: what the real stream is. */
typedef struct DriverIO {
    FILE *out, *err;
    bool out_tty, err_tty;
} DriverIO;

/* main.c: reads a->input (through x's file cache when x is not NULL),
 * compiles, prints the diagnostics and writes the outputs. Returns the
 * exit status (0, 1 or 2). */
int driver_compile(const Args *a, DriverIO *io, PrismContext *x);
/* Writes size bytes to path, replacing what it held; 0, or -1 with errno (output_file.c). */
int output_file_write(const char *path, const void *data, size_t size);
/* Writes all of data to fd, retrying short writes and EINTR; 0 or -1. */
int output_fd_write_all(int fd, const char *data, size_t size);

/* jobs.c: prism --jobs FILE (docs/jobs.md). */
bool jobs_requested(int argc, char **argv);
int jobs_main(int argc, char **argv);

#endif
