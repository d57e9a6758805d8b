#!/bin/sh
# bin/VodDesk of the VodDesk app image; installer/build-linux.sh puts it in place of jpackage's own launcher, which
# asks `rpm -qf` and `dpkg -S` (twice) which package owns it before it starts the JVM: `dpkg -S` reads every
# /var/lib/dpkg/info/*.list, seconds with a cold page cache (installer/README.md, docs/benchmarks.md "Start to a
# usable window"). This one runs the app image's own runtime on the jar, as `java -jar voddesk.jar` does, with the
# class-data archive lib/app/voddesk.jsa when there is one.
#   VodDesk [COMMAND] [OPTIONS]      the commands of voddesk.jar (README, "Command line"); none: the console
#   VodDesk --make-class-archive     (re)makes lib/app/voddesk.jsa from the class list lib/app/voddesk.classlist:
#                                    build-linux.sh runs it for the app image and the .deb's postinst in /opt/voddesk
# The archive records the jar's path, size and time: after the app image is moved or the jar replaced, the JVM
# ignores it (with the JVM's default -Xshare:auto) until it is made again.
# The runtime is started through lib/runtime/bin/VodDesk, a link to java there (build-linux.sh makes it), so the
# process list (ps, top, pgrep VodDesk) names the console VodDesk, not java: the kernel names a process after the
# file it was started from, and the java launcher finds its runtime through /proc/self/exe, the link's target. An
# app image without the link runs java itself.
app=$(dirname "$(dirname "$(readlink -f "$0")")")
java=$app/lib/runtime/bin/VodDesk
[ -x "$java" ] || java=$app/lib/runtime/bin/java
jar=$app/lib/app/voddesk.jar
jsa=$app/lib/app/voddesk.jsa
if [ "${1:-}" = --make-class-archive ]; then
    rm -f "$jsa"
    exec "$java" -Xshare:dump -XX:SharedClassListFile="$app/lib/app/voddesk.classlist" -XX:SharedArchiveFile="$jsa" \
        -cp "$jar"
fi
cds=
[ -f "$jsa" ] && cds=-XX:SharedArchiveFile=$jsa
exec "$java" ${cds:+"$cds"} -cp "$jar" org.voddesk.cli.Main "$@"
