/* Compiling a test's shaders, as child processes: with prism (the runner
 * tests the command-line compiler users run), or with glslangValidator's
 * HLSL front end (a second compiler, for the tests prism cannot compile
 * yet and for cross-checking a driver: docs/conformance.md). */
#include "vkrun.h"

#include <errno.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int run(const char *const *argv, const char *what)
{
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0)
        return VR_BAD;
    if (pid == 0) {
        dup2(STDERR_FILENO, STDOUT_FILENO); /* diagnostics in one stream */
        execvp(argv[0], (char *const *)argv);
        fprintf(stderr, "vkrun: cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return VR_BAD;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return VR_PASS;
    printf("FAIL: %s did not compile the shader (", what);
    if (WIFEXITED(status))
        printf("exit %d)\n", WEXITSTATUS(status));
    else
        printf("signal %d)\n", WTERMSIG(status));
    return VR_NOCOMPILE;
}

/* glslang's spelling of the RUN line's flags it has an equivalent for;
 * the others (DXC's SPIR-V options) have none and are left out. */
static int glslang_args(const struct vr_shader *s, const char **argv, int n,
                        char defs[][256])
{
    int nd = 0;
    for (int i = 0; i < s->nargs && nd < 8; i++) {
        const char *a = s->args[i];
        if (strcmp(a, "-D") == 0 && i + 1 < s->nargs)
            snprintf(defs[nd], 256, "-D%s", s->args[++i]), argv[n++] = defs[nd++];
        else if (strncmp(a, "-D", 2) == 0)
            argv[n++] = a;
        else if (strcmp(a, "-enable-16bit-types") == 0)
            argv[n++] = "--hlsl-enable-16bit-types";
    }
    return n;
}

int vr_compile(const struct vr_test *tc, int k, const char *compiler, const char *prism,
               const char *dir)
{
    struct vr_test *t = (struct vr_test *)tc;
    const struct vr_shader *s = vr_test_shader(t, k);
    char hlsl[4096], spv[4096], json[4096], defs[8][256];
    snprintf(hlsl, sizeof hlsl, "%s/s%d.hlsl", dir, k);
    snprintf(spv, sizeof spv, "%s/s%d.spv", dir, k);
    snprintf(json, sizeof json, "%s/s%d.json", dir, k);
    if (vr_write_file(hlsl, s->source, strlen(s->source))) {
        fprintf(stderr, "vkrun: cannot write %s: %s\n", hlsl, strerror(errno));
        return VR_BAD;
    }
    unlink(json);
    const char *argv[64];
    int n = 0;
    if (strcmp(compiler, "glslang") == 0) {
        /* SPIR-V 1.3: glslang decorates HLSL's structured buffers BufferBlock,
         * which SPIR-V 1.4 and later reject */
        static const char *const stages[] = {"comp", "vert", "frag", "comp"};
        const char *head[] = {"glslangValidator", "-D", "-V", "--target-env", "vulkan1.1",
                              "-S", stages[s->stage], "-e", s->entry, "-o", spv};
        for (size_t i = 0; i < sizeof head / sizeof *head; i++)
            argv[n++] = head[i];
        n = glslang_args(s, argv, n, defs);
        argv[n++] = hlsl;
        argv[n] = NULL;
        return run(argv, "glslangValidator");
    }
    const char *head[] = {prism, "-T", s->profile, "-E", s->entry, "--target", "spirv",
                          "--reflect", json, "-Fo", spv};
    for (size_t i = 0; i < sizeof head / sizeof *head; i++)
        argv[n++] = head[i];
    for (int i = 0; i < s->nargs && n < 62; i++)
        argv[n++] = s->args[i];
    argv[n++] = hlsl;
    argv[n] = NULL;
    return run(argv, "prism");
}

int vr_compile_all(const struct vr_test *t, const char *compiler, const char *prism,
                   const char *dir)
{
    int n = vr_test_nshaders(t);
    for (int k = 0; k < n; k++) {
        int rc = vr_compile(t, k, compiler, prism, dir);
        if (rc != VR_PASS)
            return rc;
    }
    return VR_PASS;
}
