// A published site with four large photos (issue 31 § 4): four ~2400 × 1600 JPEGs made with sharp, uploaded
// through the builder's image call as a person would, put on one page, and published once their resized
// copies exist (the variant job runs in the started app), so the page carries their srcset.
import { get } from 'node:http';

import sharp from 'sharp';

/** Status of a GET on a `*.localhost` address, which Node's resolver does not know (browsers map it to loopback). */
function statusOf(address) {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: url.port, path: url.pathname, headers: { host: url.host } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

async function call(appUrl, token, method, path, body) {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${reply.message}`);
  return reply;
}

/** A photo stand-in: a sky gradient over hills with grain, so the encoders have real detail to keep. */
async function photo(seed) {
  const width = 2400;
  const height = 1600;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const grain = (state % 17) - 8;
      const hill = y > height * (0.55 + 0.12 * Math.sin(x / (180 + seed * 40) + seed));
      const offset = (y * width + x) * 3;
      const sky = [90 + (y / height) * 120, 140 + (y / height) * 80, 230 - seed * 20];
      const land = [40 + seed * 30, 110 + (x / width) * 60, 50];
      const [r, g, b] = hill ? land : sky;
      raw[offset] = Math.max(0, Math.min(255, r + grain));
      raw[offset + 1] = Math.max(0, Math.min(255, g + grain));
      raw[offset + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const page = (sources) => ({
  pages: [
    {
      id: 'home',
      name: 'Home',
      title: 'Hill Country Photos',
      description: 'Four photographs of the hills, taken over one summer.',
      keywords: 'photos, hills',
      component: `<main class="gallery"><h1>Hill Country</h1><p>Four photographs of the hills, taken over one summer.</p>${sources
        .map(
          (src, index) =>
            `<figure><img src="${src}" alt="The hills, photograph ${index + 1}"><figcaption>Photograph ${index + 1}</figcaption></figure>`,
        )
        .join('')}</main>`,
      styles:
        '.gallery{max-width:960px;margin:0 auto;padding:16px;font-family:sans-serif}.gallery img{width:100%}figure{margin:0 0 24px}',
    },
  ],
});

export async function publishPhotoSite(appUrl, token, projectUid) {
  const created = await call(appUrl, token, 'POST', '/builder-api/createsite', {
    project_uid: projectUid,
    template: 'blank',
  });
  const uuid = created.data.uuid;
  const sources = [];
  for (let seed = 0; seed < 4; seed += 1) {
    const image = `data:image/jpeg;base64,${(await photo(seed)).toString('base64')}`;
    sources.push((await call(appUrl, token, 'POST', `/builder-api/site/${uuid}/images`, { image })).data.src);
  }
  // Resized copies come from a job: wait until the largest WebP of each photo is served.
  for (const src of sources) {
    const variant = src.replace(/\.jpg$/, '.w1920.webp');
    for (let attempt = 0; ; attempt += 1) {
      if ((await statusOf(variant)) === 200) break;
      if (attempt > 240) throw new Error(`no variants of ${src} after two minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const saved = await call(appUrl, token, 'PUT', `/builder-api/site/${uuid}/content`, {
    revision: 1,
    project_data: page(sources),
  });
  const published = await call(appUrl, token, 'POST', `/builder-api/site/${uuid}/publish`, {
    revision: saved.data.revision,
  });
  return { template: 'photos', url: published.data.url };
}
