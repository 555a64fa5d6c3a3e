# TagFlow in a container: Debian 12 (slim) with the released .deb installed, and tagflow as the
# entry point. Build it where dist/ holds the .deb (make dist, or the release's download):
#
#   docker build -t tagflow .
#   docker run --rm -v "$PWD:/work" tagflow build --check
#
# BuildKit (docker's default builder) sets TARGETARCH (amd64, arm64), which names the .deb.
FROM debian:bookworm-slim

ARG TARGETARCH
COPY dist/tagflow_*_${TARGETARCH}.deb /tmp/
# librsvg2-2, which the package recommends, is installed too: SVG icons need it. It is not
# pinned (hadolint's DL3008): Debian 12's security updates should reach it.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends /tmp/tagflow_*.deb librsvg2-2 \
    && rm -rf /var/lib/apt/lists/* /tmp/tagflow_*.deb \
    && tagflow --version

WORKDIR /work
ENTRYPOINT ["tagflow"]
CMD ["--help"]
