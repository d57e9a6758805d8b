#!/bin/sh
# build-linux.sh - builds the VodDesk desktop package for Linux with jpackage (JDK 17+):
#   target/jpackage/VodDesk/             app image: bin/VodDesk launcher, lib/app/voddesk.jar and its class-data
#                                        archive voddesk.jsa, lib/runtime (jlink)
#   target/jpackage/voddesk_<v>_<arch>.deb   when dpkg-deb and fakeroot are installed (skip with --no-deb)
# The launcher takes the same commands as the jar: VodDesk --version, VodDesk simulate ..., VodDesk console --demo.
# JavaFX travels inside the fat jar on the class path (the jar's main class, org.voddesk.cli.Main, does not
# extend Application, so no JavaFX module path is needed); the runtime is jlinked from the JDK's jmods.
# See installer/README.md.

set -eu
LC_ALL=C
export LC_ALL

usage() {
    cat <<'EOF'
usage: installer/build-linux.sh [--jar FILE] [--no-deb] [--dest DIR]
  --jar FILE   package this jar instead of building it with 'mvn -B -q package -DskipTests'
  --no-deb     build only the app image
  --dest DIR   output directory (default target/jpackage)
EOF
}

die() {
    printf 'build-linux.sh: %s\n' "$1" >&2
    exit 1
}

# jpackage puts the app image in /opt/voddesk and nothing on the PATH. The package also carries /usr/bin/voddesk, a
# symlink to the launcher (which finds its app image through /proc/self/exe), added here as a file of the package
# rather than by postinst, so that dpkg owns it: dpkg -S finds it, and removing the package removes it. The control
# server's systemd unit goes in the same way, to /lib/systemd/system, neither enabled nor started (installer/README.md).
add_command() {
    work=$dest/deb-root
    rm -rf "$work"
    fakeroot sh -c 'dpkg-deb -R "$1" "$2" && mkdir -p "$2/usr/bin" && ln -s /opt/voddesk/bin/VodDesk "$2/usr/bin/voddesk" \
        && mkdir -p "$2/lib/systemd/system" && cp "$3" "$2/lib/systemd/system/voddesk-server.service" \
        && chmod 644 "$2/lib/systemd/system/voddesk-server.service" \
        && dpkg-deb -b "$2" "$1" >/dev/null' add_command "$1" "$work" "$root/installer/linux/voddesk-server.service" \
        || die "could not add /usr/bin/voddesk and the systemd unit to $1"
    rm -rf "$work"
}

root=$(cd "$(dirname "$0")/.." && pwd)
jar=
deb=auto
dest=$root/target/jpackage
while [ "$#" -gt 0 ]; do
    case $1 in
        --jar) [ "$#" -ge 2 ] || die "--jar needs a file"; jar=$2; shift 2 ;;
        --dest) [ "$#" -ge 2 ] || die "--dest needs a directory"; dest=$2; shift 2 ;;
        --no-deb) deb=no; shift ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done

command -v jpackage >/dev/null || die "jpackage not found: it comes with a full JDK 17+ (Debian 12: openjdk-17-jdk-headless)"
java_home=$(dirname "$(dirname "$(readlink -f "$(command -v jpackage)")")")
[ -d "$java_home/jmods" ] || die "$java_home/jmods is missing: jlink needs the JDK's jmods (Debian 12: openjdk-17-jdk-headless)"

if [ -z "$jar" ]; then
    (cd "$root" && mvn -B -q package -DskipTests)
    jar=$root/target/voddesk.jar
fi
[ -f "$jar" ] || die "no jar at $jar"

# jpackage wants a numeric version: 0.1.0-SNAPSHOT -> 0.1.0.
version=$(unzip -p "$jar" META-INF/MANIFEST.MF | sed -n 's/^Implementation-Version: *\([0-9][0-9.]*\).*/\1/p' | tr -d '\r')
[ -n "$version" ] || die "$jar has no numeric Implementation-Version in its manifest"

# The modules the jar uses (jdeps --multi-release 17 --ignore-missing-deps --print-module-deps), plus what it
# loads by name at run time: jdk.crypto.ec for the SSH key exchange (curve25519, ECDSA), java.desktop for
# JavaFX's Swing bridge and the report charts, and jdk.random for RandomGenerator.of("L64X128MixRandom") (the
# control loop's planners; without it every console start fails with "No implementation of the random number
# generator algorithm"), and jdk.httpserver for the demo cluster's video (its HLS server; jdeps lists it).
modules=java.base,java.desktop,java.logging,java.management,java.naming,java.rmi,java.security.jgss,java.sql
modules=$modules,java.xml,jdk.crypto.ec,jdk.httpserver,jdk.jfr,jdk.random,jdk.unsupported,jdk.unsupported.desktop,jdk.zipfs

mkdir -p "$dest"
input=$dest/input
rm -rf "$input" "$dest/VodDesk"
mkdir -p "$input"
cp "$jar" "$input/voddesk.jar"

description="Operator console for video-surveillance playback clusters"
echo "building the app image $dest/VodDesk (version $version)"
jpackage --type app-image --dest "$dest" --name VodDesk --app-version "$version" \
    --vendor VodDesk --description "$description" \
    --input "$input" --main-jar voddesk.jar --main-class org.voddesk.cli.Main \
    --icon "$root/installer/linux/voddesk.png" \
    --add-modules "$modules" \
    --jlink-options '--strip-debug --no-header-files --no-man-pages --generate-cds-archive'
cp "$root/installer/linux/voddesk.svg" "$dest/VodDesk/lib/VodDesk.svg"
# The launcher: a script that runs lib/runtime/bin/java (kept: no --strip-native-commands) with the class-data
# archive, instead of jpackage's, which asks dpkg which package owns it on every start (installer/linux/launcher.sh).
cp "$root/installer/linux/launcher.sh" "$dest/VodDesk/bin/VodDesk"
chmod 755 "$dest/VodDesk/bin/VodDesk"
# The launcher starts java through this link, so the process list names the console VodDesk (launcher.sh).
ln -s java "$dest/VodDesk/lib/runtime/bin/VodDesk"
cp "$root/installer/linux/voddesk.classlist" "$dest/VodDesk/lib/app/voddesk.classlist"
"$dest/VodDesk/bin/VodDesk" --version >/dev/null || die "the app image was built but 'VodDesk --version' fails"

if [ "$deb" = auto ] && command -v dpkg-deb >/dev/null && command -v fakeroot >/dev/null; then
    rm -f "$dest"/voddesk_*.deb
    # jpackage adds the packages of the libraries the runtime links to (libx11-6, libxtst6, libfreetype6, ...);
    # JavaFX's own libraries are unpacked from the jar at run time, so what they link to and the runtime does
    # not is declared here (readelf -d of the natives in javafx-graphics-*-linux.jar; installer/README.md). JavaFX
    # media decodes H.264 with the system's FFmpeg libraries (javafx-media-*-linux.jar has a plugin per version).
    deps="libgtk-3-0 | libgtk-3-0t64, libxxf86vm1, libgl1, libfontconfig1, libpangoft2-1.0-0"
    deps="$deps, libavcodec59 | libavcodec60 | libavcodec58, libavformat59 | libavformat60 | libavformat58"
    echo "building the Debian package in $dest"
    jpackage --type deb --dest "$dest" --app-image "$dest/VodDesk" --name VodDesk --app-version "$version" \
        --vendor VodDesk --description "$description" \
        --linux-package-name voddesk --linux-app-category video --linux-menu-group "AudioVideo;Video;" \
        --resource-dir "$root/installer/linux/deb" --linux-shortcut --icon "$root/installer/linux/voddesk.png" \
        --linux-package-deps "$deps"
    add_command "$(ls "$dest"/voddesk_*.deb)"
    ls "$dest"/voddesk_*.deb
elif [ "$deb" = auto ]; then
    echo "dpkg-deb or fakeroot not installed: no .deb (apt-get install dpkg-dev fakeroot)"
fi

# The app classes' archive, made last: it is valid only where it is made (the JVM checks the jar's path, size and
# time), so the .deb carries none and its postinst makes one in /opt/voddesk. No display needed: the JVM loads
# (without running) the classes of the class list that a console start loaded (installer/README.md).
echo "making the class-data archive $dest/VodDesk/lib/app/voddesk.jsa"
"$dest/VodDesk/bin/VodDesk" --make-class-archive >"$dest/class-archive.log" 2>&1 \
    || die "could not make the class-data archive; see $dest/class-archive.log"
