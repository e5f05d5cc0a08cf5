# Tableside's container image. scripts/check-production-build.sh performs these same steps
# without a container engine, and CI runs it: keep the two in step.

# Build stage: every dependency, then the web app and the server and packages/domain as JavaScript.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: the built files and production dependencies only, as a non-root user.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --omit=dev --no-audit --no-fund -w apps/server -w packages/domain \
  && npm cache clean --force \
  && useradd --system --no-create-home --shell /usr/sbin/nologin tableside \
  && mkdir -p /data && chown tableside /data
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The pages' server entry: the landing and pricing pages rendered with the live tier records.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
USER tableside
EXPOSE 3000
# node is PID 1 and handles SIGTERM and SIGINT itself (a graceful drain within 10 s).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
