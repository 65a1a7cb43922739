/* Compiling a test's source with prism, as a child process: the runner
 * tests the command-line compiler users run. */
#include "vkrun.h"

#include <errno.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int vr_compile(const struct vr_test *t, const char *prism, const char *dir)
{
    char hlsl[4096], spv[4096], json[4096];
    snprintf(hlsl, sizeof hlsl, "%s/source.hlsl", dir);
    snprintf(spv, sizeof spv, "%s/shader.spv", dir);
    snprintf(json, sizeof json, "%s/shader.json", dir);
    if (vr_write_file(hlsl, t->source, strlen(t->source))) {
        fprintf(stderr, "vkrun: cannot write %s: %s\n", hlsl, strerror(errno));
        return VR_BAD;
    }
    const char *argv[40] = {prism, "-T", t->profile, "-E", t->entry, "--target",
                            "spirv", "--reflect", json, "-Fo", spv};
    int n = 11;
    for (int i = 0; i < t->nargs; i++)
        argv[n++] = t->args[i];
    argv[n++] = hlsl;
    argv[n] = NULL;
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0)
        return VR_BAD;
    if (pid == 0) {
        dup2(STDERR_FILENO, STDOUT_FILENO); /* diagnostics in one stream */
        execv(prism, (char *const *)argv);
        fprintf(stderr, "vkrun: cannot run %s: %s\n", prism, strerror(errno));
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return VR_BAD;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return VR_PASS;
    printf("FAIL: prism did not compile the shader (");
    if (WIFEXITED(status))
        printf("exit %d)\n", WEXITSTATUS(status));
    else
        printf("signal %d)\n", WTERMSIG(status));
    return VR_NOCOMPILE;
}
